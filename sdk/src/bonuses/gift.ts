import type { Bonus, BonusStage, Freespin } from '../contract/bonuses';
import { wageringPercent } from '../rules/balance';
import { isFinishedStage, isNewGift } from '../rules/gifts';

/** What gift lists show of a bonus and of free spins alike. */
interface GiftFields {
  id: number;
  stage: BonusStage;
  title: string;
  currency: string;
  activatable: boolean;
  activatableUntil: string | null;
  validUntil: string | null;
  cancelable: boolean;
  groupKey: string | null;
  /** Active and new (core.md §4): activatable with a deadline, or nothing wagered (no spin played) yet. */
  isNew: boolean;
  isFinished: boolean;
  /** Wagered / requirement in percent, floored (core.md §3); 0 without a requirement and for free spins. */
  wageringPercent: number;
  /** ISO time the gift was issued; lists sort by it, newest first. */
  createdAt: string;
}

/** A gift as lists show it (core.md §3): a bonus or free spins. `key` is `bonus:12` or `freespins:3`. */
export type Gift =
  | (GiftFields & { kind: 'bonus'; key: string; bonus: Bonus })
  | (GiftFields & { kind: 'freespins'; key: string; freespin: Freespin });

/** The gift of a bonus record. */
export function bonusGift(bonus: Bonus): Gift {
  const isFinished = isFinishedStage(bonus.stage);
  return {
    kind: 'bonus',
    key: `bonus:${bonus.id}`,
    bonus,
    id: bonus.id,
    stage: bonus.stage,
    title: bonus.title,
    currency: bonus.currency,
    activatable: bonus.activatable,
    activatableUntil: bonus.activatable_until,
    validUntil: bonus.valid_until,
    cancelable: bonus.cancelable,
    groupKey: bonus.group_key ?? null,
    isNew: !isFinished && isNewGift(bonus),
    isFinished,
    wageringPercent: wageringPercent(bonus.amount_wager_cents, bonus.amount_wager_requirement_cents),
    createdAt: bonus.created_at,
  };
}

/** The gift of a free-spins record; spins played stand for wagering done in the new-gift rule. */
export function freespinGift(freespin: Freespin): Gift {
  const isFinished = isFinishedStage(freespin.stage);
  return {
    kind: 'freespins',
    key: `freespins:${freespin.id}`,
    freespin,
    id: freespin.id,
    stage: freespin.stage,
    title: freespin.title,
    currency: freespin.currency,
    activatable: freespin.activatable,
    activatableUntil: freespin.activatable_until,
    validUntil: freespin.valid_until,
    cancelable: freespin.cancelable,
    groupKey: freespin.group_key,
    isNew:
      !isFinished &&
      isNewGift({
        activatable: freespin.activatable,
        activatable_until: freespin.activatable_until,
        amount_wager_cents: freespin.freespins_performed ?? 0,
      }),
    isFinished,
    wageringPercent: 0,
    createdAt: freespin.created_at,
  };
}

/** Newest first by issue time, then by id. */
export function newestFirst(a: Gift, b: Gift): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
}
