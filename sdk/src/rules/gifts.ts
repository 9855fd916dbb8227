import { type BonusStage, FINISHED_STAGES } from '../contract/bonuses';
import type { PlayerStatus, Profile } from '../contract/player';

/** The multi-account group (core.md §6): its players get no deposit bonus and see a warning. */
export const MULTI_ACCOUNT_GROUP = 100;

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

/** Whether the player is in the multi-account group 100; takes session-user group ids or profile statuses. */
export function isMultiAccount(groups: readonly (number | string | PlayerStatus)[]): boolean {
  return groups.some((group) => Number(typeof group === 'object' ? group.id : group) === MULTI_ACCOUNT_GROUP);
}
