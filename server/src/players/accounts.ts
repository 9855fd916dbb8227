import type { Account } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { openPlayerLedgerAccounts } from '../ledger/ledger-accounts';

/**
 * Opens the player's wallet of `currency` and its ledger accounts (cash, bonus, reserved) unless they exist, at a
 * zero balance: money only arrives through the ledger. Returns whether the wallet was opened now.
 */
export async function openAccount(tx: Queryable, userId: number, currency: string, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `insert into accounts (user_id, currency, created_at)
     values ($1, $2, $3)
     on conflict (user_id, currency) do nothing
     returning id`,
    [userId, currency, now],
  );
  await openPlayerLedgerAccounts(tx, userId, currency, now);
  return rows.length === 1;
}

/** Makes the wallet of `currency` the player's only active one, opening it first when missing. */
export async function selectAccount(tx: Queryable, userId: number, currency: string, now: Date): Promise<void> {
  await openAccount(tx, userId, currency, now);
  await tx.query('update accounts set active = false where user_id = $1 and active and currency <> $2', [
    userId,
    currency,
  ]);
  await tx.query('update accounts set active = true where user_id = $1 and currency = $2', [userId, currency]);
}

/** A wallet row as `listAccounts` reads it; `hidden_at` is a string where it comes as JSON (`settle_real_round`). */
export interface AccountRow {
  currency: string;
  amount_cents: number;
  available_to_cashout_cents: number;
  total_wagering_cents: number;
  wagered_cents: number;
  active: boolean;
  hidden_at: Date | string | null;
}

/** A wallet row in the shape of GET /api/player/accounts. */
export function toAccount(row: AccountRow): Account {
  return {
    currency: row.currency,
    amount_cents: row.amount_cents,
    available_to_cashout_cents: row.available_to_cashout_cents,
    available_to_bet_with_locked_cent: row.amount_cents,
    hidden_at: row.hidden_at === null ? null : new Date(row.hidden_at).toISOString(),
    deposit_available: row.hidden_at === null,
    selected_lottery_id: null,
    active: row.active,
    total_wagering_cents: row.total_wagering_cents,
    wagered_cents: row.wagered_cents,
  };
}

/**
 * The player's wallets, active first, in the shape of GET /api/player/accounts. `amount_cents` (cash + bonus) and
 * `available_to_cashout_cents` (cash) are the ledger's projection, written only by `postLedgerTransaction`.
 */
export async function listAccounts(db: Queryable, userId: number): Promise<Account[]> {
  const rows = await db.query<AccountRow>(
    `select a.currency, a.amount_cents, a.available_to_cashout_cents, a.total_wagering_cents, a.wagered_cents,
       a.active, a.hidden_at
     from accounts a join currencies c on c.code = a.currency
     where a.user_id = $1
     order by a.active desc, c.position`,
    [userId],
  );
  return rows.map(toAccount);
}
