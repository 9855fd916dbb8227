/**
 * What each currency's amounts are worth against EUR: the minor units of the currency worth 1,000 EUR cents (€10),
 * about the same value in every currency, rounded. AUD, CAD and NZD take 1.5 times and BRL 5 times the EUR amount, as
 * the VIP level thresholds of loyalty.md §9 do; crypto at late-2026 prices. The comp point accrual earns a point per
 * this much bet (the server seeds `comp_point_accrual_rates` from it, docs/loyalty.md), tournament scores and prizes
 * convert with it (docs/tournaments.md) and quests scale their EUR thresholds by it. A currency not listed counts as
 * EUR.
 */
export const CURRENCY_VALUES: Readonly<Record<string, number>> = {
  EUR: 1_000,
  USD: 1_000,
  GBP: 900,
  CAD: 1_500,
  AUD: 1_500,
  NZD: 1_500,
  NOK: 11_500,
  PLN: 4_500,
  JPY: 1_600,
  BRL: 5_000,
  INR: 90_000,
  KZT: 500_000,
  BTC: 10_000,
  BCH: 2_000_000,
  ETH: 3_000_000,
  LTC: 10_000_000,
  DOG: 5_000_000_000,
  USDT: 10_500_000,
  USDC: 10_500_000,
  BNB: 1_500_000,
  ADA: 15_000_000,
  TRX: 40_000_000,
};
