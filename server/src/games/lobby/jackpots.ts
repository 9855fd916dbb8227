import type { Jackpots } from '@casino/sdk/contract';
import type { Queryable } from '../../db/database';
import { CURRENCIES } from '../../seed/currencies';

/** Approximate units of each currency per euro, to show one jackpot in every currency. */
export const UNITS_PER_EUR: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  CAD: 1.47,
  AUD: 1.65,
  NZD: 1.8,
  NOK: 11.6,
  PLN: 4.3,
  JPY: 162,
  BRL: 5.9,
  INR: 90,
  KZT: 510,
  BTC: 0.000_016,
  BCH: 0.0028,
  ETH: 0.000_38,
  LTC: 0.013,
  DOG: 6.5,
  USDT: 1.08,
  USDC: 1.08,
  BNB: 0.0018,
  ADA: 2.4,
  TRX: 4.5,
};

const SUBUNITS = new Map(CURRENCIES.map((c) => [c.code, c.subunitsToUnit]));
const HOUR_MS = 3_600_000;

/** How a game's jackpot grows: from `seedCents` (EUR) to three times that over `cycleHours`, counted from release. */
export interface JackpotTerms {
  seedCents: number;
  cycleHours: number;
  releasedAt: Date;
}

/** The jackpot in euro cents at `now`: it grows steadily and drops back to its seed once per cycle (it was won). */
export function jackpotEuroCents(terms: JackpotTerms, now: Date): number {
  const hours = Math.max(0, (now.getTime() - terms.releasedAt.getTime()) / HOUR_MS);
  const phase = (hours % terms.cycleHours) / terms.cycleHours;
  return Math.round(terms.seedCents * (1 + 2 * phase));
}

/** The jackpot in minor units of `currency` at `now`; null for a currency without a rate (`FUN`). */
export function jackpotInCurrency(terms: JackpotTerms, currency: string, now: Date): number | null {
  const rate = UNITS_PER_EUR[currency];
  const subunits = SUBUNITS.get(currency);
  if (rate === undefined || subunits === undefined) return null;
  return Math.round((jackpotEuroCents(terms, now) / 100) * rate * subunits);
}

/** GET /api/games/jackpots: per currency, the jackpot of every jackpot game that accepts it, in minor units at `now`. */
export async function listJackpots(db: Queryable, now: Date): Promise<Jackpots> {
  const rows = await db.query<{
    identifier: string;
    jackpot_seed_cents: number;
    jackpot_cycle_hours: number;
    released_at: Date;
    currencies: string[];
  }>(
    `select g.identifier, g.jackpot_seed_cents, g.jackpot_cycle_hours, g.released_at,
       array(select i.currency from game_currency_ids i where i.game_id = g.id order by i.id) as currencies
     from games g where g.jackpot_seed_cents is not null order by g.id`,
  );
  const jackpots: Jackpots = {};
  for (const row of rows) {
    const terms = {
      seedCents: row.jackpot_seed_cents,
      cycleHours: row.jackpot_cycle_hours,
      releasedAt: row.released_at,
    };
    for (const currency of row.currencies) {
      const amount = jackpotInCurrency(terms, currency, now);
      if (amount === null) continue;
      jackpots[currency] ??= {};
      jackpots[currency][row.identifier] = amount;
    }
  }
  return jackpots;
}
