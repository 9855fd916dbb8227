import type { GameLimitReached, Limit, LimitPeriod, LimitType } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { periodBounds } from './periods';

/** A `user_limits` row. */
export interface LimitRow {
  id: number;
  user_id: number;
  type: LimitType;
  period: LimitPeriod | null;
  currency: string | null;
  amount_cents: number | null;
  session_minutes: number | null;
  status: 'active' | 'pending';
  replaces_id: number | null;
  confirm_until: Date | null;
  disable_at: Date | null;
  created_at: Date;
}

/** The columns of {@link LimitRow}. */
export const LIMIT_COLUMNS = `id, user_id, type, period, currency, amount_cents, session_minutes, status, replaces_id,
  confirm_until, disable_at, created_at`;

/**
 * Applies what became due by `now` for one player: limits whose `disable_at` passed end, and pending raises whose
 * 24 hours passed replace the limit they raise (one statement: `settle_user_limits`, migration 0017). Runs first in
 * every limits request, in the deposit check and in every real round.
 */
export async function settleLimits(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx.query('select settle_user_limits($1, $2)', [userId, now]);
}

/**
 * What the current period used of a limit, in minor units: deposits that went through or may still (pending,
 * processing, succeeded), or the money staked (`wager`) and staked minus won (`loss`, never below zero) in ledger
 * transactions of kind `bet` and `win`.
 */
export async function usedInPeriod(tx: Queryable, row: LimitRow, now: Date): Promise<number> {
  if (!row.period || !row.currency) return 0;
  const { start, end } = periodBounds(row.period, now);
  if (row.type === 'deposit') {
    const [deposits] = await tx.query<{ used: number }>(
      `select coalesce(sum(amount_cents), 0)::bigint as used from payments
       where user_id = $1 and action = 'deposit' and currency = $2 and state in ('pending', 'processing', 'succeeded')
         and created_at >= $3 and created_at < $4`,
      [row.user_id, row.currency, start, end],
    );
    return deposits?.used ?? 0;
  }
  const [play] = await tx.query<{ staked: number; won: number }>(
    `select coalesce(sum(case when t.kind = 'bet' then -e.amount_cents else 0 end), 0)::bigint as staked,
       coalesce(sum(case when t.kind = 'win' then e.amount_cents else 0 end), 0)::bigint as won
     from ledger_transactions t
     join ledger_entries e on e.transaction_id = t.id
     join ledger_accounts a on a.id = e.account_id
     where t.user_id = $1 and t.kind in ('bet', 'win') and a.user_id = $1 and a.kind in ('cash', 'bonus')
       and a.currency = $2 and t.created_at >= $3 and t.created_at < $4`,
    [row.user_id, row.currency, start, end],
  );
  const staked = play?.staked ?? 0;
  return row.type === 'wager' ? staked : Math.max(0, staked - (play?.won ?? 0));
}

/** A row as the API answers it, with the current period's use. */
export async function toLimit(tx: Queryable, row: LimitRow, now: Date): Promise<Limit> {
  const accounts =
    row.currency !== null && row.amount_cents !== null && row.period !== null
      ? [
          {
            currency: row.currency,
            amount_cents: row.amount_cents,
            current_value_amount_cents: await usedInPeriod(tx, row, now),
            active_until: periodBounds(row.period, now).end.toISOString(),
          },
        ]
      : [];
  return {
    id: row.id,
    type: row.type,
    period: row.period,
    status: row.status,
    disable_at: row.disable_at?.toISOString() ?? null,
    confirm_until: row.confirm_until?.toISOString() ?? null,
    parent_type: null,
    strategy: null,
    created_at: row.created_at.toISOString(),
    session_minutes: row.session_minutes,
    accounts,
  };
}

/** The player's limits in force or pending, oldest first, after settling what is due. */
export async function listLimits(tx: Queryable, userId: number, now: Date): Promise<Limit[]> {
  await settleLimits(tx, userId, now);
  const rows = await tx.query<LimitRow>(
    `select ${LIMIT_COLUMNS} from user_limits where user_id = $1 and ended_at is null order by id`,
    [userId],
  );
  return Promise.all(rows.map((row) => toLimit(tx, row, now)));
}

/** The `game_limits` event data of a reached limit. */
export function reachedEvent(limit: Limit): GameLimitReached {
  const account = limit.accounts[0];
  return {
    limit_id: limit.id,
    type: limit.type,
    period: limit.period,
    currency: account?.currency ?? null,
    amount_cents: account?.amount_cents ?? null,
    current_value_amount_cents: account?.current_value_amount_cents ?? null,
  };
}
