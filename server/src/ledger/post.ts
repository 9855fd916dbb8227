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
  | 'freespin_win'
  | 'comp_points_exchange'
  | 'tournament_prize'
  | 'lottery_prize';

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

/** What {@link postLedgerTransactions} does besides writing: publishing the balance is on unless a caller publishes it. */
export interface PostOptions {
  /** Publishes the player's account list on `balance`; false when the caller publishes once for several postings. */
  publishBalance?: boolean;
}

/** The answer of `post_ledger_transaction`: the transaction id, or the refused account when one would go negative. */
interface PostedRow {
  posting: number;
  transaction_id: number | null;
  refused_account_id: number | null;
  refused_balance_cents: number | null;
  refused_change_cents: number | null;
}

/**
 * Writes ledger transactions inside `tx`, in order and in one statement (`post_ledger_transaction` per posting,
 * migrations 0016 and 0019, each run only when the one before it went through): each finds its legs' accounts (a
 * house account is opened on first use, a player account must exist), locks the touched player accounts (in id
 * order, so that concurrent postings never deadlock), refuses with {@link InsufficientFunds} when one would go
 * negative, appends the entries, moves the running balances and the wallet numbers of GET /api/player/accounts.
 * Then publishes each player's new account list on the `balance` channel (delivered after commit) unless
 * `options.publishBalance` is false. Returns the transaction ids, in the order of `postings`.
 */
export async function postLedgerTransactions(
  tx: Queryable,
  postings: readonly Posting[],
  now: Date,
  options: PostOptions = {},
): Promise<number[]> {
  if (postings.length === 0) return [];
  for (const posting of postings) checkBalanced(posting.legs);
  const params: unknown[] = [];
  const steps = postings.map((posting, index) => {
    const first = params.length + 1;
    params.push(
      posting.kind,
      posting.userId,
      posting.paymentId ?? null,
      now,
      posting.legs.map((leg) => leg.account.userId ?? null),
      posting.legs.map((leg) => leg.account.currency),
      posting.legs.map((leg) => leg.account.kind),
      posting.legs.map((leg) => leg.amountCents),
    );
    const $ = (offset: number) => `$${first + offset}`;
    const call = `select ${index} as posting, * from post_ledger_transaction(${$(0)}, ${$(1)}, ${$(2)}, ${$(3)},
      ${$(4)}::bigint[], ${$(5)}::text[], ${$(6)}::text[], ${$(7)}::bigint[])`;
    const after = index === 0 ? '' : ` where exists (select 1 from p${index - 1} where transaction_id is not null)`;
    return `p${index} as (${call}${after})`;
  });
  const rows = await tx.query<PostedRow>(
    `with ${steps.join(', ')} ${postings.map((_, index) => `select * from p${index}`).join(' union all ')}
     order by posting`,
    params,
  );
  const ids: number[] = [];
  for (const row of rows) {
    if (row.refused_account_id !== null) {
      throw new InsufficientFunds(
        row.refused_account_id,
        row.refused_balance_cents ?? 0,
        row.refused_change_cents ?? 0,
      );
    }
    if (row.transaction_id === null) throw new Error('post_ledger_transaction returned no transaction id');
    ids.push(row.transaction_id);
  }
  if (ids.length !== postings.length) throw new Error(`${postings.length} postings answered ${ids.length} ids`);
  if (options.publishBalance !== false) {
    for (const userId of new Set(postings.map((posting) => posting.userId))) {
      await publishToPlayer(tx, userId, 'balance', await listAccounts(tx, userId));
    }
  }
  return ids;
}

/** Writes one ledger transaction inside `tx`, as {@link postLedgerTransactions} does. Returns its id. */
export async function postLedgerTransaction(
  tx: Queryable,
  posting: Posting,
  now: Date,
  options: PostOptions = {},
): Promise<number> {
  const [id] = await postLedgerTransactions(tx, [posting], now, options);
  if (id === undefined) throw new Error('a posting answered no transaction id');
  return id;
}
