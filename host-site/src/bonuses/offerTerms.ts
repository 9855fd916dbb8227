import type { BonusOffer } from '@casino/sdk/contract';

/** What an offer gives and asks, read for one currency, as the single bonus page lists it. */
export interface OfferTerms {
  /** Percent of the deposit; null for a fixed amount or free spins only. */
  percent: number | null;
  /** The fixed amount, or the cap of a percent bonus, in minor units; null when the currency has none. */
  amountCents: number | null;
  /** The smallest deposit, in minor units; null without one. */
  minDepositCents: number | null;
  wagerMultiplier: number | null;
  maxWinMultiplier: number | null;
  /** Free spins it gives, with the games' identifiers. */
  freespins: { count: number; games: string[]; wagerMultiplier: number } | null;
  /** Only for the player's n-th deposit (1: the first). */
  depositNumber: number | null;
  /** Only for players of these groups. */
  groups: string[];
  activatableDays: number | null;
  validDays: number | null;
}

/** Reads an offer's conditions and results for `currency`. */
export function offerTerms(offer: BonusOffer, currency: string): OfferTerms {
  const terms: OfferTerms = {
    percent: null,
    amountCents: null,
    minDepositCents: null,
    wagerMultiplier: null,
    maxWinMultiplier: null,
    freespins: null,
    depositNumber: null,
    groups: [],
    activatableDays: offer.activatable_days,
    validDays: offer.valid_days,
  };
  for (const bonus of offer.bonuses) {
    for (const condition of bonus.conditions) {
      if (condition.field === 'amount' && condition.type === 'min') {
        terms.minDepositCents = condition.value.find((entry) => entry.currency === currency)?.amount_cents ?? null;
      } else if (condition.field === 'deposit_number') {
        terms.depositNumber = condition.value;
      } else if (condition.field === 'groups') {
        terms.groups = condition.value.map((group) => group.replace(/^pick:/, ''));
      }
    }
    for (const result of bonus.result_bonus) {
      if (result.type === 'bonus') {
        terms.percent = result.percent;
        terms.amountCents = result.amounts.find((entry) => entry.currency === currency)?.amount_cents ?? null;
        terms.wagerMultiplier = result.wager_multiplier;
        terms.maxWinMultiplier = result.max_win_multiplier;
      } else {
        terms.freespins = { count: result.count, games: result.games, wagerMultiplier: result.wager_multiplier };
      }
    }
  }
  return terms;
}
