import type { Queryable } from '../db/database';
import { listAccounts } from '../players/accounts';
import { publishToPlayer } from '../realtime/publish';
import { type LedgerAccountRef, ledgerAccountId } from './ledger-accounts';

/** What a ledger transaction records. */
export type LedgerTransactionKind =
  | 'opening_balance'
  | 'deposit'
  | 'cashout_reserve'
  | 'cashout_payout'
  | 'cashout_release'
  | 'bet'
  | 'win'
  | 'bonus_issue'
  | 'bonus_convert'
  | 'bonus_forfeit'
  | 'freespin_win';

/** One entry of a posting: a signed amount in minor units (positive credits the account, negative debits it). */
export interface LedgerLeg {
  account: LedgerAccountRef;
  amountCents: number;
}

/** A balance change: legs that sum to zero per currency. */
export interface Posting {
  kind: LedgerTransactionKind;
  /** The player whose money moves. */
  userId: number;
  /** The payment that caused it, when one did. */
  paymentId?: number;
  legs: readonly LedgerLeg[];
}

/** A posting refused because a player account would go below zero (nothing was written). */
export class InsufficientFunds extends Error {
  constructor(
    readonly accountId: number,
    readonly balanceCents: number,
    readonly changeCents: number,
  ) {
    super(`ledger account ${accountId} holds ${balanceCents} and cannot take ${changeCents}`);
    this.name = 'InsufficientFunds';
  }
}

function checkBalanced(legs: readonly LedgerLeg[]): void {
  if (legs.length < 2) throw new Error('a ledger transaction needs at least two legs');
  const sums = new Map<string, number>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amountCents) || leg.amountCents === 0) {
      throw new Error(`ledger leg amount must be a non-zero integer, got ${leg.amountCents}`);
    }
    sums.set(leg.account.currency, (sums.get(leg.account.currency) ?? 0) + leg.amountCents);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new Error(`ledger legs sum to ${sum} in ${currency}, not zero`);
  }
}

/**
 * Writes one ledger transaction inside `tx`: locks the touched player accounts (in id order, so that concurrent
 * postings never deadlock), refuses with {@link InsufficientFunds} when one would go negative, appends the entries,
 * moves the running balances and the wallet numbers of GET /api/player/accounts, and publishes the player's new
 * account list on the `balance` channel (delivered after commit). Returns the transaction id.
 */
export async function postLedgerTransaction(tx: Queryable, posting: Posting, now: Date): Promise<number> {
  checkBalanced(posting.legs);
  const ids: number[] = [];
  for (const leg of posting.legs) ids.push(await ledgerAccountId(tx, leg.account, now));
  const locked = await tx.query<{ id: number; balance_cents: number }>(
    `select id, balance_cents from ledger_accounts where id = any($1::bigint[]) and user_id is not null
     order by id for update`,
    [ids],
  );
  const changes = new Map<number, number>();
  for (const [index, id] of ids.entries()) {
    changes.set(id, (changes.get(id) ?? 0) + (posting.legs[index]?.amountCents ?? 0));
  }
  for (const row of locked) {
    const change = changes.get(row.id) ?? 0;
    if (row.balance_cents + change < 0) throw new InsufficientFunds(row.id, row.balance_cents, change);
  }
  const [transaction] = await tx.query<{ id: number }>(
    `insert into ledger_transactions (kind, user_id, payment_id, created_at) values ($1, $2, $3, $4) returning id`,
    [posting.kind, posting.userId, posting.paymentId ?? null, now],
  );
  if (!transaction) throw new Error('insert into ledger_transactions returned no id');
  await tx.query(
    `insert into ledger_entries (transaction_id, account_id, amount_cents)
     select $1, account_id, amount_cents from unnest($2::bigint[], $3::bigint[]) as leg (account_id, amount_cents)`,
    [transaction.id, ids, posting.legs.map((leg) => leg.amountCents)],
  );
  const playerIds = locked.map((row) => row.id);
  await tx.query(
    `update ledger_accounts a set balance_cents = a.balance_cents + c.change
     from unnest($1::bigint[], $2::bigint[]) as c (id, change) where a.id = c.id`,
    [playerIds, playerIds.map((id) => changes.get(id) ?? 0)],
  );
  // the wallet row is the ledger's projection: amount = cash + bonus, available to cash out = cash
  await tx.query(
    `update accounts w set amount_cents = b.cash + b.bonus, available_to_cashout_cents = b.cash
     from (
       select l.user_id, l.currency,
         sum(l.balance_cents) filter (where l.kind = 'cash') as cash,
         sum(l.balance_cents) filter (where l.kind = 'bonus') as bonus
       from ledger_accounts l
       where (l.user_id, l.currency) in (select user_id, currency from ledger_accounts where id = any($1::bigint[]))
       group by l.user_id, l.currency
     ) b
     where w.user_id = b.user_id and w.currency = b.currency`,
    [playerIds],
  );
  await publishToPlayer(tx, posting.userId, 'balance', await listAccounts(tx, posting.userId));
  return transaction.id;
}
