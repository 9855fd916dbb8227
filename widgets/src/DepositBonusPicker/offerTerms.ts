import type { BonusOffer } from '@casino/sdk/contract';

/** What a deposit offer promises in one currency, whatever the amount. */
export interface OfferTerms {
  /** The most bonus money it gives (the fixed amount, or the cap of a percent bonus); 0 without bonus money. */
  mostCents: number;
  /** The smallest deposit it takes; null without a minimum. */
  minCents: number | null;
  /** Free spins it gives. */
  spins: number;
}

/** The terms of an offer in a currency; null when the offer gives nothing in that currency. */
export function offerTerms(offer: BonusOffer, currency: string): OfferTerms | null {
  let terms: OfferTerms | null = null;
  for (const bonus of offer.bonuses) {
    for (const result of bonus.result_bonus) {
      const amounts = result.type === 'bonus' ? result.amounts : result.bet_levels;
      const amount = amounts.find((entry) => entry.currency === currency)?.amount_cents;
      if (amount === undefined) continue;
      terms ??= { mostCents: 0, minCents: null, spins: 0 };
      if (result.type === 'bonus') terms.mostCents += amount;
      else terms.spins += result.count;
    }
    for (const condition of bonus.conditions) {
      if (condition.field !== 'amount' || condition.type !== 'min' || terms === null) continue;
      const bound = condition.value.find((entry) => entry.currency === currency)?.amount_cents;
      if (bound !== undefined) terms.minCents = Math.max(terms.minCents ?? 0, bound);
    }
  }
  return terms;
}
