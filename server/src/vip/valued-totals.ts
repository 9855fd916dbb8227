import type { Queryable } from '../db/database';

/** A player's deposits and bets over some UTC days, every wallet's at its value in his active wallet's currency. */
export interface ValuedTotals {
  /** The currency the sums are valued in: the player's active wallet's, EUR when he has none. */
  currency: string;
  depositCents: number;
  betCents: number;
  /** The deposit and bet cents as stored, all currencies added up: it moves whenever the player deposits or bets. */
  movedCents: number;
}

/**
 * The deposits and bets of each player of `userIds` from `from` to `to` (UTC dates `YYYY-MM-DD`, both included) in
 * `player_daily_totals`, each wallet currency's sums at their value in the player's active wallet's currency
 * (`tournament_value_cents`: the one value table, `CURRENCY_VALUES`, rounded down once per currency), in one read.
 */
export async function readValuedTotals(
  db: Queryable,
  userIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, ValuedTotals>> {
  const rows = await db.query<{
    user_id: number;
    currency: string;
    deposit_cents: number;
    bet_cents: number;
    moved_cents: number;
  }>(
    `select p.user_id, v.currency,
       coalesce(sum(tournament_value_cents(t.deposit_cents, t.currency, v.currency)), 0)::bigint as deposit_cents,
       coalesce(sum(tournament_value_cents(t.bet_cents, t.currency, v.currency)), 0)::bigint as bet_cents,
       coalesce(sum(t.deposit_cents + t.bet_cents), 0)::bigint as moved_cents
     from unnest($1::bigint[]) as p (user_id)
     cross join lateral (select coalesce(
       (select a.currency from accounts a where a.user_id = p.user_id and a.active), 'EUR') as currency) v
     left join lateral (select d.currency, sum(d.deposit_cents)::bigint as deposit_cents,
         sum(d.bet_cents)::bigint as bet_cents
       from player_daily_totals d where d.user_id = p.user_id and d.day between $2::date and $3::date
       group by d.currency) t on true
     group by p.user_id, v.currency`,
    [userIds, from, to],
  );
  return new Map(
    rows.map((row) => [
      row.user_id,
      { currency: row.currency, depositCents: row.deposit_cents, betCents: row.bet_cents, movedCents: row.moved_cents },
    ]),
  );
}

/** {@link readValuedTotals} of one player. */
export async function readPlayerValuedTotals(
  db: Queryable,
  userId: number,
  from: string,
  to: string,
): Promise<ValuedTotals> {
  const totals = (await readValuedTotals(db, [userId], from, to)).get(userId);
  if (!totals) throw new Error(`no valued totals were read for player ${userId}`);
  return totals;
}

/** The currency of the player's active wallet; null when he has none. */
export async function activeCurrency(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ currency: string }>('select currency from accounts where user_id = $1 and active', [
    userId,
  ]);
  return row?.currency ?? null;
}
