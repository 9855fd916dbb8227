import type { BonusOffer } from '../contract/bonuses';

/** What a deposit offer gives for one deposit, in minor units of the deposit's currency. */
export interface DepositOfferBonus {
  /** Bonus money: percent of the deposit up to the currency's cap, or the fixed amount. */
  bonusCents: number;
  /** Wagering the bonus asks for: the bonus times the offer's wager multiplier. */
  wagerCents: number;
  /** The smallest deposit the offer takes in this currency; null when it has no minimum. */
  minCents: number | null;
}

/**
 * How much an offer gives for a deposit of `amountCents` in `currency` (percent capped, or fixed, floored); null when it
 * does not apply: no bonus-money result, no amount in the currency, or the deposit under the minimum or over the maximum.
 * Group and deposit-number conditions are the platform's to check.
 */
export function offerBonusFor(offer: BonusOffer, currency: string, amountCents: number): DepositOfferBonus | null {
  for (const bonus of offer.bonuses) {
    const result = bonus.result_bonus.find((candidate) => candidate.type === 'bonus');
    if (result?.type !== 'bonus') continue;
    const amount = result.amounts.find((entry) => entry.currency === currency)?.amount_cents;
    if (amount === undefined) return null;
    let minCents: number | null = null;
    for (const condition of bonus.conditions) {
      if (condition.field !== 'amount') continue;
      const bound = condition.value.find((entry) => entry.currency === currency)?.amount_cents;
      if (bound === undefined) continue;
      if (condition.type === 'min') {
        if (amountCents < bound) return null;
        minCents = bound;
      } else if (amountCents > bound) return null;
    }
    const bonusCents =
      result.percent === null ? amount : Math.min(Math.floor((amountCents * result.percent) / 100), amount);
    return { bonusCents, wagerCents: bonusCents * result.wager_multiplier, minCents };
  }
  return null;
}
