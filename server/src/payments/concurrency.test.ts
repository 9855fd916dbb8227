import { AccountList, LimitList, Payment } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { issueBonus } from '../bonuses/issue-bonus';
import type { Database } from '../db/database';
import { openPgDatabase } from '../db/pg-database';
import { createFundedPlayer } from '../testing/funded-player';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { createTestApp, type TestApp, TestClient } from '../testing/test-app';
import { processDuePayments } from './processing';

/** Issue 3 "Done when": hundreds of parallel deposits, cashouts and repeats at one player on real PostgreSQL. */
const databaseUrl = process.env.DATABASE_URL;
/** Requests per wave: hundreds on PostgreSQL; fewer on PGlite, which runs one transaction at a time anyway. */
const DEPOSITS = databaseUrl ? 200 : 40;
const CASHOUTS = databaseUrl ? 120 : 20;
const REPEATS = databaseUrl ? 80 : 16;
const ROUNDS = databaseUrl ? 150 : 30;

let t: TestApp;
let app: FastifyInstance;
let pool: Database | null = null;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  if (databaseUrl) {
    // a second app on the same schema with a wider pool, so that many transactions really run at once
    const [row] = await t.db.query<{ schema: string }>('select current_schema() as schema');
    pool = await openPgDatabase({ connectionString: databaseUrl, schema: row?.schema, max: 24 });
    app = await buildApp({ db: pool, config: t.config, clock: t.clock, scheduledJobs: false });
    await app.ready();
  }
});
afterAll(async () => {
  if (pool) {
    await app.close();
    await pool.close();
  }
  await t.close();
});

const CARD = {
  card_number: '5555555555554444',
  card_holder: 'Michael Johnson',
  expiry_month: '12',
  expiry_year: '2030',
  cvv: '321',
};

describe('money under concurrency', () => {
  it('keeps the books exact with parallel deposits, cashouts, repeats, recalls and processing', async () => {
    const client = new TestClient(app);
    await client.signIn('usd@casino.test');
    const [player] = await t.db.query<{ id: number }>(`select id from users where email = 'usd@casino.test'`);
    const userId = player?.id ?? 0;
    const startCash = AccountList.parse((await client.get('/api/player/accounts')).body).find(
      (a) => a.currency === 'USD',
    );

    const depositAmount = (index: number) => 1000 + ((index * 37) % 4000);
    const deposit = (index: number) =>
      client.post(
        '/api/player/payments/deposit',
        { payment: { method_id: 'card', amount_cents: depositAmount(index), currency: 'USD', fields: CARD } },
        { 'idempotency-key': `deposit-${index}` },
      );
    const cashout = (index: number) =>
      client.post(
        '/api/player/payments/cashout',
        {
          payment: {
            method_id: 'card',
            amount_cents: 2000,
            currency: 'USD',
            fields: { card_number: CARD.card_number, card_holder: CARD.card_holder },
          },
        },
        { 'idempotency-key': `cashout-${index}` },
      );
    const requests = [
      ...Array.from({ length: DEPOSITS }, (_, index) => deposit(index)),
      ...Array.from({ length: CASHOUTS }, (_, index) => cashout(index)),
      ...Array.from({ length: REPEATS }, (_, index) => deposit(index % 20)),
    ];
    const answers = await Promise.all(requests);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    // a cashout is refused only for lack of cash, and then changes nothing
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.body).toEqual({ errors: { amount_cents: ['not enough money'] } });
    }
    // every repeat answers exactly what its key answered first
    const deposits = answers.slice(0, DEPOSITS);
    const repeats = answers.slice(DEPOSITS + CASHOUTS);
    repeats.forEach((repeat, index) => {
      expect(repeat.body).toEqual(deposits[index % 20]?.body);
    });

    // second wave: recall every pending cashout while processing runs and the same recalls are repeated
    const pending = answers
      .filter((a) => a.status === 201)
      .map((a) => Payment.parse(a.body))
      .filter((p) => p.action === 'cashout' && p.state === 'pending');
    t.clock.advance(10 * 60 * 1000);
    const half = pending.slice(0, Math.ceil(pending.length / 2));
    const recalls = await Promise.all([
      ...half.map((p) =>
        client.post(`/api/player/payments/${p.id}/recall`, {}, { 'idempotency-key': `recall-${p.id}` }),
      ),
      ...half.map((p) =>
        client.post(`/api/player/payments/${p.id}/recall`, {}, { 'idempotency-key': `recall-${p.id}` }),
      ),
      processDuePayments(pool ?? t.db, t.clock()).then(() => ({ status: 0, body: null })),
      processDuePayments(pool ?? t.db, t.clock()).then(() => ({ status: 0, body: null })),
    ]);
    expect(recalls.filter((answer) => answer.status >= 500)).toEqual([]);
    // what the racing passes skipped (rows locked by a recall) is drained, as the server's loop does second by second;
    // draining ends only when no due payment is left
    const dueLeft = async () => {
      const [row] = await t.db.query<{ due: number }>(
        'select count(*)::int as due from payments where due_at <= $1 and finished_at is null',
        [t.clock()],
      );
      return row?.due ?? 0;
    };
    while ((await processDuePayments(t.db, t.clock())) > 0 || (await dueLeft()) > 0);

    expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
    // each key took effect once: one payment per deposit key, one ledger posting per succeeded deposit (amounts ending in 13 decline)
    const [counts] = await t.db.query<{ payments: number; succeeded: number; postings: number; keys: number }>(
      `select
         (select count(*)::int from payments where user_id = $1 and action = 'deposit') as payments,
         (select count(*)::int from payments where user_id = $1 and action = 'deposit' and state = 'succeeded')
           as succeeded,
         (select count(*)::int from ledger_transactions where user_id = $1 and kind = 'deposit') as postings,
         (select count(*)::int from idempotency_keys where user_id = $1 and key like 'deposit-%') as keys`,
      [userId],
    );
    expect(counts).toMatchObject({ payments: DEPOSITS, keys: DEPOSITS, postings: counts?.succeeded });
    const [{ open = -1 } = {}] = await t.db.query<{ open: number }>(
      `select count(*)::int as open from payments where user_id = $1 and finished_at is null`,
      [userId],
    );
    expect(open).toBe(0);
    // the wallet equals the start plus deposits minus paid-out cashouts
    const [sums] = await t.db.query<{ deposited: number; paid: number }>(
      `select coalesce(sum(amount_cents) filter (where action = 'deposit'), 0)::bigint as deposited,
         coalesce(sum(amount_cents) filter (where action = 'cashout'), 0)::bigint as paid
       from payments where user_id = $1 and state = 'succeeded'`,
      [userId],
    );
    const end = AccountList.parse((await client.get('/api/player/accounts')).body).find((a) => a.currency === 'USD');
    expect(end?.amount_cents).toBe((startCash?.amount_cents ?? 0) + (sums?.deposited ?? 0) - (sums?.paid ?? 0));
    const [reserved] = await t.db.query<{ balance_cents: number }>(
      `select balance_cents from ledger_accounts where user_id = $1 and currency = 'USD' and kind = 'reserved'`,
      [userId],
    );
    expect(reserved?.balance_cents).toBe(0);
  });

  it('lets parallel deposits use a daily deposit limit exactly up, and not a cent more', async () => {
    const client = new TestClient(app);
    await client.signIn('eur@casino.test');
    const limitCents = 50_000;
    const amountCents = 2_000;
    const set = await client.post('/api/user_limits', {
      type: 'deposit',
      period: 'daily',
      accounts: [{ currency: 'EUR', amount_cents: limitCents }],
    });
    expect(set.status).toBe(201);
    const before = AccountList.parse((await client.get('/api/player/accounts')).body).find((a) => a.currency === 'EUR');

    const answers = await Promise.all(
      Array.from({ length: DEPOSITS }, (_, index) =>
        client.post(
          '/api/player/payments/deposit',
          { payment: { method_id: 'card', amount_cents: amountCents, currency: 'EUR', fields: CARD } },
          { 'idempotency-key': `limited-${index}` },
        ),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(accepted).toHaveLength(limitCents / amountCents);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(422);
      expect(Object.keys((answer.body as { errors: object }).errors)).toEqual(['amount_cents']);
    }
    const after = AccountList.parse((await client.get('/api/player/accounts')).body).find((a) => a.currency === 'EUR');
    expect(after?.amount_cents).toBe((before?.amount_cents ?? 0) + limitCents);
    const [limit] = LimitList.parse((await client.get('/api/user_limits')).body);
    expect(limit?.accounts[0]).toMatchObject({ amount_cents: limitCents, current_value_amount_cents: limitCents });
    expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
  });

  it('keeps bonus money exact with parallel rounds racing a bonus cancel and activations', async () => {
    const now = t.clock();
    const { userId, first, second, third } = await t.db.transaction(async (tx) => {
      // less cash than the smallest bet (5 × 20 lines): every round spends bonus money, the first one split with cash
      const id = await createFundedPlayer(tx, 'bonus-race@casino.test', 50, now);
      const grant = { userId: id, strategy: 'gift', title: 'Race', currency: 'USD', wagerMultiplier: 20 } as const;
      return {
        userId: id,
        first: await issueBonus(tx, { ...grant, amountCents: 4000 }, now),
        second: await issueBonus(tx, { ...grant, amountCents: 2500 }, now),
        third: await issueBonus(tx, { ...grant, amountCents: 1500 }, now),
      };
    });
    const client = new TestClient(app);
    await client.signIn('bonus-race@casino.test');
    expect((await client.post(`/api/player/bonuses/${first.id}/activation`, {})).status).toBe(200);
    const [game] = await t.db.query<{ identifier: string }>(
      `select g.identifier from games g
       where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = 'USD')
       order by g.id limit 1`,
    );
    const round = (index: number) =>
      client.post(
        '/api/player/games/rounds',
        { game: game?.identifier, currency: 'USD', line_bet_cents: 5 + (index % 4) },
        { 'idempotency-key': `bonus-round-${index}` },
      );
    const half = Math.floor(ROUNDS / 2);
    const answers = await Promise.all([
      ...Array.from({ length: half }, (_, index) => round(index)),
      client.post(`/api/player/bonuses/${second.id}/activation`, {}),
      client.delete(`/api/player/bonuses/${first.id}`),
      client.post(`/api/player/bonuses/${third.id}/activation`, {}),
      ...Array.from({ length: ROUNDS - half }, (_, index) => round(half + index)),
    ]);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    for (const answer of answers.filter((a) => a.status !== 201 && a.status !== 200)) {
      expect(answer.status).toBe(422);
      expect(Object.keys((answer.body as { errors: object }).errors)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^(line_bet_cents|base)$/)]),
      );
    }
    expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
    // every round's bet transaction took exactly its bet, from cash and bonus money together
    const [mismatched] = await t.db.query<{ count: number }>(
      `select count(*)::int as count from game_rounds r
       where r.user_id = $1 and r.bet_cents <> (
         select coalesce(-sum(e.amount_cents), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
         where e.transaction_id = r.bet_transaction_id and a.user_id = $1)`,
      [userId],
    );
    expect(mismatched?.count).toBe(0);
    const [bonusBets] = await t.db.query<{ count: number }>(
      `select count(*)::int as count from game_rounds r
       where r.user_id = $1 and exists (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
         where e.transaction_id = r.bet_transaction_id and a.kind = 'bonus')`,
      [userId],
    );
    expect(bonusBets?.count).toBeGreaterThan(0);
    // at most one bonus is wagered, its wagering projected on the wallet
    const wagered = await t.db.query<{ requirement: number; wagered: number }>(
      `select amount_wager_requirement_cents as requirement, amount_wager_cents as wagered from bonuses
       where user_id = $1 and stage = 'handle_bets'`,
      [userId],
    );
    expect(wagered.length).toBeLessThanOrEqual(1);
    const wallet = AccountList.parse((await client.get('/api/player/accounts')).body).find((a) => a.currency === 'USD');
    expect(wallet).toMatchObject({
      total_wagering_cents: wagered[0]?.requirement ?? 0,
      wagered_cents: wagered[0]?.wagered ?? 0,
    });
  });
});
