import type { OfferResult } from '@casino/sdk/contract';
import type { OfferRow } from './offer-record';

/** What an offer's conditions are checked against. */
export interface OfferFacts {
  currency: string;
  /** The player's groups (levels included). */
  groupIds: readonly number[];
  /** The deposit's amount; absent when no deposit is at hand (setting a code, a registration, a coupon). */
  amountCents?: number;
  /** Which succeeded deposit of the player this is, 1 for the first; absent when no deposit is at hand. */
  depositNumber?: number;
}

/** Why an offer does not apply: the condition it fails. */
export type UnmetCondition = 'currency' | 'groups' | 'min_amount' | 'max_amount' | 'deposit_number';

/** The group ids of a groups condition's `pick:<id>` values. */
function pickedGroups(values: readonly string[]): number[] {
  return values.flatMap((value) => {
    const match = /^pick:(\d+)$/.exec(value);
    return match ? [Number(match[1])] : [];
  });
}

/** Whether every groups condition of `offer` picks one of `groupIds` (true for an offer without one). */
export function offerAllowsGroups(offer: OfferRow, groupIds: readonly number[]): boolean {
  return offer.conditions.every(
    (condition) => condition.field !== 'groups' || pickedGroups(condition.value).some((id) => groupIds.includes(id)),
  );
}

/** Whether `result` can be given in `currency` (it names an amount or a bet level in it). */
function resultOffersCurrency(result: OfferResult, currency: string): boolean {
  const amounts = result.type === 'bonus' ? result.amounts : result.bet_levels;
  return amounts.some((amount) => amount.currency === currency);
}

/**
 * The first condition of `offer` that `facts` fail, or null when the offer applies. Amount and deposit-number
 * conditions are checked only when the facts carry a deposit; an amount condition without an entry for the
 * currency fails as `currency`.
 */
export function unmetCondition(offer: OfferRow, facts: OfferFacts): UnmetCondition | null {
  if (!offer.results.every((result) => resultOffersCurrency(result, facts.currency))) return 'currency';
  if (!offerAllowsGroups(offer, facts.groupIds)) return 'groups';
  for (const condition of offer.conditions) {
    if (condition.field === 'groups') continue;
    if (condition.field === 'amount') {
      const limit = condition.value.find((value) => value.currency === facts.currency);
      if (!limit) return 'currency';
      if (facts.amountCents === undefined) continue;
      if (condition.type === 'min' && facts.amountCents < limit.amount_cents) return 'min_amount';
      if (condition.type === 'max' && facts.amountCents > limit.amount_cents) return 'max_amount';
    } else if (facts.depositNumber !== undefined && facts.depositNumber !== condition.value) {
      return 'deposit_number';
    }
  }
  return null;
}
