import type { Queryable } from '../db/database';

/** A player's real deposits and bets of one UTC day in one wallet currency (`player_daily_totals`, docs/vip.md). */
export interface DailyTotals {
  day: string;
  currency: string;
  depositCents: number;
  betCents: number;
}

/** Adds a succeeded deposit to its player's totals of the day, in the deposit's transaction. */
export async function addDailyDeposit(
  tx: Queryable,
  deposit: { userId: number; currency: string; amountCents: number },
  at: Date,
): Promise<void> {
  await tx.query('select add_player_daily_totals($1, $2, $3, 0, $4)', [
    deposit.userId,
    at,
    deposit.currency,
    deposit.amountCents,
  ]);
}

/** The player's daily totals from `from` to `to` (UTC dates `YYYY-MM-DD`, both included), oldest first. */
export async function readDailyTotals(db: Queryable, userId: number, from: string, to: string): Promise<DailyTotals[]> {
  const rows = await db.query<{ day: string; currency: string; deposit_cents: string; bet_cents: string }>(
    `select to_char(day, 'YYYY-MM-DD') as day, currency, deposit_cents, bet_cents from player_daily_totals
     where user_id = $1 and day between $2::date and $3::date order by day, currency`,
    [userId, from, to],
  );
  return rows.map((row) => ({
    day: row.day,
    currency: row.currency,
    depositCents: Number(row.deposit_cents),
    betCents: Number(row.bet_cents),
  }));
}
