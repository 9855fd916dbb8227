import { type BonusStage, FINISHED_STAGES } from '../contract/bonuses';
import type { Profile } from '../contract/player';

/** Whether a gift can change no more: finished, canceled, expired, wager_done or lost (core.md §4). */
export function isFinishedStage(stage: BonusStage): boolean {
  return FINISHED_STAGES.includes(stage);
}

/** What {@link isNewGift} reads of a gift; free spins pass their spins played as `amount_wager_cents`. */
export interface NewGiftInput {
  activatable: boolean;
  activatable_until: string | null;
  /** Wagering done so far; missing or 0 when nothing was played. */
  amount_wager_cents?: number;
}

/** A gift is new when it is activatable with a deadline, or nothing was wagered on it yet (core.md §4). */
export function isNewGift(gift: NewGiftInput): boolean {
  return (gift.activatable && gift.activatable_until !== null) || !gift.amount_wager_cents;
}

/** Whether the player may receive gifts: `can_issue_bonuses` on and no pending `deposit_bonus_code` (core.md §6). */
export function canReceiveGifts(profile: Pick<Profile, 'can_issue_bonuses' | 'deposit_bonus_code'>): boolean {
  return profile.can_issue_bonuses && !profile.deposit_bonus_code;
}
