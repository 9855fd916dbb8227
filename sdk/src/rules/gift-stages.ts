import type { BonusStage } from '../contract/bonuses';

/** The stages a bonus takes (core.md §4; docs/bonuses.md draws them). */
export type BonusRecordStage = Extract<
  BonusStage,
  'issued' | 'wait' | 'handle_bets' | 'wager_done' | 'lost' | 'canceled' | 'expired'
>;

/** The stages a free-spins record takes (docs/bonuses.md, Free spins). */
export type FreespinRecordStage = Extract<BonusStage, 'issued' | 'activated' | 'finished' | 'canceled' | 'expired'>;

/**
 * Where a bonus may move from each stage: issued → handle_bets, or wait behind the wallet's wagered bonus; wait →
 * handle_bets when promoted; handle_bets → wager_done | lost; cancel and expiry from every stage that is not over.
 */
export const BONUS_TRANSITIONS: Readonly<Record<BonusRecordStage, readonly BonusRecordStage[]>> = {
  issued: ['handle_bets', 'wait', 'canceled', 'expired'],
  wait: ['handle_bets', 'canceled', 'expired'],
  handle_bets: ['wager_done', 'lost', 'canceled', 'expired'],
  wager_done: [],
  lost: [],
  canceled: [],
  expired: [],
};

/** Where free spins may move from each stage: issued → activated → finished; cancel and expiry until they are over. */
export const FREESPIN_TRANSITIONS: Readonly<Record<FreespinRecordStage, readonly FreespinRecordStage[]>> = {
  issued: ['activated', 'canceled', 'expired'],
  activated: ['finished', 'canceled', 'expired'],
  finished: [],
  canceled: [],
  expired: [],
};

/** Whether a gift in stage `from` may move to `to` under `transitions` ({@link BONUS_TRANSITIONS} or {@link FREESPIN_TRANSITIONS}). */
export function canMoveGift<S extends string>(transitions: Readonly<Record<S, readonly S[]>>, from: S, to: S): boolean {
  return transitions[from].includes(to);
}

/** Whether a gift in this stage is over: no move leads out of it. */
export function isGiftOver<S extends string>(transitions: Readonly<Record<S, readonly S[]>>, stage: S): boolean {
  return transitions[stage].length === 0;
}
