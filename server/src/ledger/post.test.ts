import type { Database } from '../db/database';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { openTestDatabase } from '../testing/test-database';
import { walletBalances } from './ledger-accounts';
import { InsufficientFunds, postLedgerTransaction } from './post';

let db: Database;
let userId: number;
const now = new Date('2026-03-02T12:00:00Z');

beforeAll(async () => {
  db = await openTestDatabase();
  const [row] = await db.query<{ id: number }>(`select id from users where email = 'usd@casino.test'`);
  userId = row?.id ?? 0;
});
afterAll(() => db.close());

describe('the ledger', () => {
  it('posts the seed demo balances from the house, keeping the wallet numbers in step', async () => {
    expect(await walletBalances(db, userId, 'USD')).toEqual({ cash: 50000, bonus: 0, reserved: 0 });
    const [eur] = await db.query<{ id: number }>(`select id from users where email = 'eur@casino.test'`);
    expect(await walletBalances(db, eur?.id ?? 0, 'EUR')).toEqual({ cash: 100000, bonus: 25000, reserved: 0 });
    const [house] = await db.query<{ total: number }>(
      `select sum(e.amount_cents)::bigint as total from ledger_entries e join ledger_accounts a on a.id = e.account_id
       where a.kind = 'house_adjustments' and a.currency = 'USD'`,
    );
    expect(house?.total).toBeLessThan(0);
    expect(await checkLedger(db)).toEqual(CLEAN_LEDGER);
  });

  it('moves money between accounts and refuses a posting that would make a player balance negative', async () => {
    await db.transaction((tx) =>
      postLedgerTransaction(
        tx,
        {
          kind: 'cashout_reserve',
          userId,
          legs: [
            { account: { userId, currency: 'USD', kind: 'cash' }, amountCents: -20000 },
            { account: { userId, currency: 'USD', kind: 'reserved' }, amountCents: 20000 },
          ],
        },
        now,
      ),
    );
    expect(await walletBalances(db, userId, 'USD')).toEqual({ cash: 30000, bonus: 0, reserved: 20000 });
    const [wallet] = await db.query<{ amount_cents: number; available_to_cashout_cents: number }>(
      `select amount_cents, available_to_cashout_cents from accounts where user_id = $1 and currency = 'USD'`,
      [userId],
    );
    expect(wallet).toEqual({ amount_cents: 30000, available_to_cashout_cents: 30000 });
    const before = await db.query('select count(*)::int as n from ledger_entries');
    await expect(
      db.transaction((tx) =>
        postLedgerTransaction(
          tx,
          {
            kind: 'cashout_reserve',
            userId,
            legs: [
              { account: { userId, currency: 'USD', kind: 'cash' }, amountCents: -30001 },
              { account: { userId, currency: 'USD', kind: 'reserved' }, amountCents: 30001 },
            ],
          },
          now,
        ),
      ),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await db.query('select count(*)::int as n from ledger_entries')).toEqual(before);
    expect(await checkLedger(db)).toEqual(CLEAN_LEDGER);
  });

  it('refuses legs that do not sum to zero, in code and in the database', async () => {
    await expect(
      db.transaction((tx) =>
        postLedgerTransaction(
          tx,
          {
            kind: 'deposit',
            userId,
            legs: [
              { account: { currency: 'USD', kind: 'house_payments' }, amountCents: -100 },
              { account: { userId, currency: 'USD', kind: 'cash' }, amountCents: 99 },
            ],
          },
          now,
        ),
      ),
    ).rejects.toThrow(/sum to -1 in USD/);
    await expect(
      db.transaction(async (tx) => {
        const [t] = await tx.query<{ id: number }>(
          `insert into ledger_transactions (kind, user_id, created_at) values ('deposit', $1, $2) returning id`,
          [userId, now],
        );
        const [cash] = await tx.query<{ id: number }>(
          `select id from ledger_accounts where user_id = $1 and currency = 'USD' and kind = 'cash'`,
          [userId],
        );
        await tx.query('insert into ledger_entries (transaction_id, account_id, amount_cents) values ($1, $2, 5)', [
          t?.id,
          cash?.id,
        ]);
      }),
    ).rejects.toThrow(/does not sum to zero/);
  });

  it('keeps entries append-only and balances non-negative in the schema', async () => {
    await expect(db.query('update ledger_entries set amount_cents = amount_cents + 1')).rejects.toThrow(/append-only/);
    await expect(db.query('delete from ledger_entries')).rejects.toThrow(/append-only/);
    await expect(
      db.query(`update ledger_accounts set balance_cents = -1 where user_id = $1 and kind = 'cash'`, [userId]),
    ).rejects.toThrow(/check/);
  });
});
