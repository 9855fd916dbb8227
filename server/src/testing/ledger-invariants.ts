import type { Queryable } from '../db/database';

/** What the ledger's invariants look like on a database: every list is empty when the books are right. */
export interface LedgerReport {
  /** Ledger transactions whose entries do not sum to zero in some currency. */
  unbalancedTransactions: number[];
  /** Player accounts below zero. */
  negativeAccounts: number[];
  /** Player accounts whose running balance differs from the sum of their entries. */
  driftedAccounts: number[];
  /** Wallets whose amount / cashout numbers differ from cash + bonus / cash. */
  driftedWallets: number[];
  /** Wallets whose bonus ledger account differs from the balance of their wagered (`handle_bets`) bonus. */
  driftedBonuses: number[];
}

/**
 * Checks the books: balanced transactions, no negative balance, balances equal to their entries, wallets in step, and
 * each wallet's bonus money equal to its wagered bonus's balance.
 */
export async function checkLedger(db: Queryable): Promise<LedgerReport> {
  const unbalanced = await db.query<{ id: number }>(
    `select e.transaction_id as id from ledger_entries e join ledger_accounts a on a.id = e.account_id
     group by e.transaction_id, a.currency having sum(e.amount_cents) <> 0`,
  );
  const drifted = await db.query<{ id: number }>(
    `select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
     where a.user_id is not null group by a.id, a.balance_cents having a.balance_cents <> coalesce(sum(e.amount_cents), 0)`,
  );
  return {
    unbalancedTransactions: unbalanced.map((row) => row.id),
    driftedAccounts: drifted.map((row) => row.id),
    ...(await checkBalances(db)),
  };
}

/**
 * The part of {@link checkLedger} that reads only balances, not entries (cheap however long the ledger grows): no
 * negative balance, wallets in step with the ledger accounts, each wallet's bonus money equal to its wagered bonus's.
 */
export async function checkBalances(
  db: Queryable,
): Promise<Pick<LedgerReport, 'negativeAccounts' | 'driftedWallets' | 'driftedBonuses'>> {
  const negative = await db.query<{ id: number }>(
    'select id from ledger_accounts where user_id is not null and balance_cents < 0',
  );
  const wallets = await db.query<{ id: number }>(
    `select w.id from accounts w
     join ledger_accounts c on c.user_id = w.user_id and c.currency = w.currency and c.kind = 'cash'
     join ledger_accounts b on b.user_id = w.user_id and b.currency = w.currency and b.kind = 'bonus'
     where w.amount_cents <> c.balance_cents + b.balance_cents or w.available_to_cashout_cents <> c.balance_cents`,
  );
  const bonuses = await db.query<{ id: number }>(
    `select w.id from accounts w
     join ledger_accounts b on b.user_id = w.user_id and b.currency = w.currency and b.kind = 'bonus'
     where b.balance_cents <> (select coalesce(sum(x.balance_cents), 0) from bonuses x
       where x.user_id = w.user_id and x.currency = w.currency and x.stage = 'handle_bets')
     order by w.id`,
  );
  return {
    negativeAccounts: negative.map((row) => row.id),
    driftedWallets: wallets.map((row) => row.id),
    driftedBonuses: bonuses.map((row) => row.id),
  };
}

/** A report with nothing wrong. */
export const CLEAN_LEDGER: LedgerReport = {
  unbalancedTransactions: [],
  negativeAccounts: [],
  driftedAccounts: [],
  driftedWallets: [],
  driftedBonuses: [],
};
