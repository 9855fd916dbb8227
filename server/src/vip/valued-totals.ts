import type { Queryable } from '../db/database';

/** A player's deposits and bets over some UTC days, every wallet's at its value in one currency. */
export interface ValuedTotals {
  depositCents: number;
  betCents: number;
  /** The deposit and bet cents as stored, all currencies added up: it moves whenever the player deposits or bets. */
  movedCents: number;
}

/**
 * The player's deposits and bets from `from` to `to` (UTC dates `YYYY-MM-DD`, both included) in `player_daily_totals`,
 * each wallet currency's sums at their value in `currency` (`tournament_value_cents`: the one value table,
 * `CURRENCY_VALUES`, rounded down once per currency).
 */
export async function readValuedTotals(
  db: Queryable,
  userId: number,
  from: string,
  to: string,
  currency: string,
): Promise<ValuedTotals> {
  const [row] = await db.query<{ deposit_cents: number; bet_cents: number; moved_cents: number }>(
    `select coalesce(sum(tournament_value_cents(t.deposit_cents, t.currency, $4)), 0)::bigint as deposit_cents,
       coalesce(sum(tournament_value_cents(t.bet_cents, t.currency, $4)), 0)::bigint as bet_cents,
       coalesce(sum(t.deposit_cents + t.bet_cents), 0)::bigint as moved_cents
     from (select currency, sum(deposit_cents)::bigint as deposit_cents, sum(bet_cents)::bigint as bet_cents
       from player_daily_totals where user_id = $1 and day between $2::date and $3::date group by currency) t`,
    [userId, from, to, currency],
  );
  return {
    depositCents: row?.deposit_cents ?? 0,
    betCents: row?.bet_cents ?? 0,
    movedCents: row?.moved_cents ?? 0,
  };
}

/** The currency of the player's active wallet; null when he has none. */
export async function activeCurrency(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ currency: string }>('select currency from accounts where user_id = $1 and active', [
    userId,
  ]);
  return row?.currency ?? null;
}
