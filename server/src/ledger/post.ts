import type { Queryable } from '../db/database';
import { listAccounts } from '../players/accounts';
import { publishToPlayer } from '../realtime/publish';
import type { LedgerAccountRef } from './ledger-accounts';

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

/** What {@link postLedgerTransaction} does besides writing: publishing the balance is on unless a caller publishes it. */
export interface PostOptions {
  /** Publishes the player's account list on `balance`; false when the caller publishes once for several postings. */
  publishBalance?: boolean;
}

/**
 * Writes one ledger transaction inside `tx`, in one statement (`post_ledger_transaction`, migration 0016): finds the
 * legs' accounts (a house account is opened on first use, a player account must exist), locks the touched player
 * accounts (in id order, so that concurrent postings never deadlock), refuses with {@link InsufficientFunds} when one
 * would go negative, appends the entries, moves the running balances and the wallet numbers of GET
 * /api/player/accounts. Then publishes the player's new account list on the `balance` channel (delivered after
 * commit) unless `options.publishBalance` is false. Returns the transaction id.
 */
export async function postLedgerTransaction(
  tx: Queryable,
  posting: Posting,
  now: Date,
  options: PostOptions = {},
): Promise<number> {
  checkBalanced(posting.legs);
  const [row] = await tx.query<{
    transaction_id: number | null;
    refused_account_id: number | null;
    refused_balance_cents: number | null;
    refused_change_cents: number | null;
  }>('select * from post_ledger_transaction($1, $2, $3, $4, $5::bigint[], $6::text[], $7::text[], $8::bigint[])', [
    posting.kind,
    posting.userId,
    posting.paymentId ?? null,
    now,
    posting.legs.map((leg) => leg.account.userId ?? null),
    posting.legs.map((leg) => leg.account.currency),
    posting.legs.map((leg) => leg.account.kind),
    posting.legs.map((leg) => leg.amountCents),
  ]);
  if (!row) throw new Error('post_ledger_transaction answered no row');
  if (row.refused_account_id !== null) {
    throw new InsufficientFunds(row.refused_account_id, row.refused_balance_cents ?? 0, row.refused_change_cents ?? 0);
  }
  if (row.transaction_id === null) throw new Error('post_ledger_transaction returned no transaction id');
  if (options.publishBalance !== false) {
    await publishToPlayer(tx, posting.userId, 'balance', await listAccounts(tx, posting.userId));
  }
  return row.transaction_id;
}
