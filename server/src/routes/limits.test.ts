import { AccountList, CryptoAddress, LimitList } from '@casino/sdk/contract';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { latestEmail, linkParam } from '../testing/mailbox';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { databaseFingerprint } from '../testing/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
});

const HOUR = 60 * 60 * 1000;
let keys = 0;
const CARD = {
  card_number: '4242 4242 4242 4242',
  card_holder: 'Michael Johnson',
  expiry_month: '12',
  expiry_year: '2030',
  cvv: '123',
};

/** Moves the clock (sessions end after an hour idle) and signs the client in again. */
async function later(client: TestClient, email: string, ms: number) {
  t.clock.advance(ms);
  await client.signIn(email);
}

async function signedIn(email: string) {
  const client = t.client();
  await client.signIn(email);
  return client;
}

function deposit(client: TestClient, currency: string, amount: number) {
  return client.post(
    '/api/player/payments/deposit',
    { payment: { method_id: 'card', amount_cents: amount, currency, fields: CARD } },
    { 'idempotency-key': `limits-${++keys}` },
  );
}

async function limits(client: TestClient) {
  const response = await client.get('/api/user_limits');
  expect(response.status).toBe(200);
  return LimitList.parse(response.body);
}

async function balance(client: TestClient, currency: string) {
  const accounts = AccountList.parse((await client.get('/api/player/accounts')).body);
  return accounts.find((a) => a.currency === currency)?.amount_cents;
}

function depositLimit(currency: string, amount: number, period = 'daily') {
  return { type: 'deposit', period, accounts: [{ currency, amount_cents: amount }] };
}

async function gameLimitEvents(email: string) {
  return t.db.query<{ data: { type: string; current_value_amount_cents: number | null } }>(
    `select e.data from realtime_events e join users u on u.id = e.user_id
     where u.email = $1 and e.channel = 'game_limits' order by e.seq`,
    [email],
  );
}

describe('deposit limits', () => {
  it('adds a limit at once and tracks the period with the deposits made', async () => {
    const client = await signedIn('usd@casino.test');
    expect(await limits(client)).toEqual([]);
    expect((await deposit(client, 'USD', 2_000)).status).toBe(201);
    const set = await client.post('/api/user_limits', depositLimit('USD', 10_000));
    expect(set.status).toBe(201);
    const [limit] = LimitList.parse(set.body);
    expect(limit).toMatchObject({
      type: 'deposit',
      period: 'daily',
      status: 'active',
      disable_at: null,
      confirm_until: null,
      parent_type: null,
      strategy: null,
      session_minutes: null,
      accounts: [
        {
          currency: 'USD',
          amount_cents: 10_000,
          current_value_amount_cents: 2_000,
          active_until: '2026-03-03T00:00:00.000Z',
        },
      ],
    });
    expect((await deposit(client, 'USD', 3_000)).status).toBe(201);
    expect((await limits(client))[0]?.accounts[0]?.current_value_amount_cents).toBe(5_000);
  });

  it('refuses a deposit over the limit with a readable 422 and changes nothing', async () => {
    const client = await signedIn('eur@casino.test');
    await client.post('/api/user_limits', depositLimit('EUR', 5_000));
    expect((await deposit(client, 'EUR', 3_000)).status).toBe(201);
    const before = await balance(client, 'EUR');
    const fingerprint = await databaseFingerprint(t.db);
    const refused = await deposit(client, 'EUR', 2_500);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      errors: {
        amount_cents: ['is over your daily deposit limit of €50.00: €20.00 left until 2026-03-03 00:00 UTC'],
      },
    });
    expect(await databaseFingerprint(t.db)).toEqual(fingerprint);
    expect(await balance(client, 'EUR')).toBe(before);
    expect(await gameLimitEvents('eur@casino.test')).toEqual([]);

    expect((await deposit(client, 'EUR', 2_000)).status).toBe(201);
    expect(await balance(client, 'EUR')).toBe((before ?? 0) + 2_000);
    expect(await gameLimitEvents('eur@casino.test')).toEqual([
      { data: expect.objectContaining({ type: 'deposit', amount_cents: 5_000, current_value_amount_cents: 5_000 }) },
    ]);
    expect((await deposit(client, 'EUR', 1_000)).status).toBe(422);
    await later(client, 'eur@casino.test', 12 * HOUR);
    expect((await deposit(client, 'EUR', 1_000)).status).toBe(201);
  });

  it('lowers at once and raises only after its confirmation link', async () => {
    const client = await signedIn('cad@casino.test');
    await client.post('/api/user_limits', depositLimit('CAD', 10_000, 'weekly'));
    const lowered = LimitList.parse((await client.post('/api/user_limits', depositLimit('CAD', 5_000, 'weekly'))).body);
    expect(lowered.map((l) => [l.status, l.accounts[0]?.amount_cents])).toEqual([['active', 5_000]]);

    const raised = LimitList.parse((await client.post('/api/user_limits', depositLimit('CAD', 20_000, 'weekly'))).body);
    expect(raised.map((l) => [l.status, l.accounts[0]?.amount_cents])).toEqual([
      ['active', 5_000],
      ['pending', 20_000],
    ]);
    expect(raised[1]?.confirm_until).toBe(new Date(t.clock().getTime() + 24 * HOUR).toISOString());
    expect((await deposit(client, 'CAD', 6_000)).status).toBe(422);

    const email = await latestEmail(client, 'cad@casino.test', 'limit_confirmation');
    expect(email?.links[0]).toMatch(/\/profile\/limits\/confirm\?token=/);
    const token = linkParam(email, 'token');
    const [stored] = await t.db.query<{ token_hash: string }>('select token_hash from user_limit_confirmations');
    expect(stored?.token_hash).not.toBe(token);

    const guest = t.client();
    const confirmed = await guest.post('/api/user_limits/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(LimitList.parse(confirmed.body).map((l) => [l.status, l.accounts[0]?.amount_cents])).toEqual([
      ['active', 20_000],
    ]);
    expect(await guest.post('/api/user_limits/confirm', { token })).toMatchObject({
      status: 422,
      body: { errors: { token: ['is invalid or has expired'] } },
    });
    expect((await deposit(client, 'CAD', 6_000)).status).toBe(201);
  });

  it('applies a raise and a removal after 24 hours without confirmation', async () => {
    const client = await signedIn('aud@casino.test');
    await client.post('/api/user_limits', depositLimit('AUD', 5_000, 'monthly'));
    await client.post('/api/user_limits', depositLimit('AUD', 8_000, 'monthly'));
    await later(client, 'aud@casino.test', 24 * HOUR - 1);
    expect((await limits(client)).map((l) => l.status)).toEqual(['active', 'pending']);
    t.clock.advance(1);
    const [raised] = await limits(client);
    expect(raised).toMatchObject({ status: 'active', accounts: [{ amount_cents: 8_000 }] });

    const removing = await client.delete(`/api/user_limits/${raised?.id}`);
    expect(LimitList.parse(removing.body)[0]?.disable_at).toBe(new Date(t.clock().getTime() + 24 * HOUR).toISOString());
    expect((await deposit(client, 'AUD', 9_000)).status).toBe(422);
    await later(client, 'aud@casino.test', 24 * HOUR);
    expect(await limits(client)).toEqual([]);
    expect((await deposit(client, 'AUD', 9_000)).status).toBe(201);
  });

  it('removes at once by the emailed link; setting the limit again cancels a pending change', async () => {
    const client = await signedIn('nzd@casino.test');
    const [limit] = LimitList.parse((await client.post('/api/user_limits', depositLimit('NZD', 5_000))).body);
    await client.post('/api/user_limits', depositLimit('NZD', 9_000));
    const raiseToken = linkParam(await latestEmail(client, 'nzd@casino.test', 'limit_confirmation'), 'token');
    await client.post('/api/user_limits', depositLimit('NZD', 5_000));
    expect((await limits(client)).map((l) => l.status)).toEqual(['active']);
    expect((await client.post('/api/user_limits/confirm', { token: raiseToken })).status).toBe(422);

    await client.delete(`/api/user_limits/${limit?.id}`);
    const removalToken = linkParam(await latestEmail(client, 'nzd@casino.test', 'limit_confirmation'), 'token');
    expect((await client.post('/api/user_limits/confirm', { token: removalToken })).body).toEqual([]);
  });
});

describe('cooling-off and self-exclusion', () => {
  it('blocks card and crypto deposits until it ends and cannot be lifted', async () => {
    const client = await signedIn('gbp@casino.test');
    const [cooling] = LimitList.parse(
      (await client.post('/api/user_limits', { type: 'cooling_off', period: 'daily' })).body,
    );
    expect(cooling).toMatchObject({
      type: 'cooling_off',
      status: 'active',
      accounts: [],
      disable_at: new Date(t.clock().getTime() + 24 * HOUR).toISOString(),
    });
    expect(await gameLimitEvents('gbp@casino.test')).toEqual([
      { data: expect.objectContaining({ type: 'cooling_off' }) },
    ]);
    const before = await balance(client, 'GBP');
    const refused = await deposit(client, 'GBP', 2_000);
    expect(refused).toMatchObject({
      status: 422,
      body: { errors: { base: [expect.stringMatching(/blocked by your cooling-off until/)] } },
    });
    expect(await balance(client, 'GBP')).toBe(before);

    const { address } = CryptoAddress.parse((await client.get('/api/player/crypto_addresses/BTC')).body);
    const chain = t.client();
    const receive = () =>
      chain.post('/dev/crypto/receive', { address, amount_cents: 50_000 }, { 'idempotency-key': 'chain-tx-1' });
    expect((await receive()).status).toBe(422);

    expect((await client.delete(`/api/user_limits/${cooling?.id}`)).status).toBe(422);
    expect((await client.post('/api/user_limits', { type: 'cooling_off', period: 'daily' })).status).toBe(422);
    await later(client, 'gbp@casino.test', 24 * HOUR);
    expect(await limits(client)).toEqual([]);
    expect((await deposit(client, 'GBP', 2_000)).status).toBe(201);
    expect((await receive()).status).toBe(201);
  });

  it('extends a cooling-off with a longer one and starts a self-exclusion of 180 days', async () => {
    const client = await signedIn('brl@casino.test');
    await client.post('/api/user_limits', { type: 'cooling_off', period: 'daily' });
    const extended = LimitList.parse(
      (await client.post('/api/user_limits', { type: 'cooling_off', period: 'weekly' })).body,
    );
    expect(extended).toHaveLength(1);
    const excluded = LimitList.parse((await client.post('/api/user_limits', { type: 'self_exclusion' })).body);
    expect(excluded.find((l) => l.type === 'self_exclusion')?.disable_at).toBe(
      new Date(t.clock().getTime() + 180 * 24 * HOUR).toISOString(),
    );
    expect((await deposit(client, 'BRL', 10_000)).body).toMatchObject({ errors: { base: [expect.any(String)] } });
  });
});

describe('requests', () => {
  it('keeps loss, wager and session limits, counting play from the ledger (none yet)', async () => {
    const client = await signedIn('nok@casino.test');
    await client.post('/api/user_limits', {
      type: 'wager',
      period: 'daily',
      accounts: [{ currency: 'NOK', amount_cents: 100_000 }],
    });
    await client.post('/api/user_limits', {
      type: 'loss',
      period: 'weekly',
      accounts: [{ currency: 'NOK', amount_cents: 50_000 }],
    });
    const all = LimitList.parse(
      (await client.post('/api/user_limits', { type: 'session', period: 'daily', session_minutes: 90 })).body,
    );
    expect(all.map((l) => [l.type, l.accounts[0]?.current_value_amount_cents ?? null, l.session_minutes])).toEqual([
      ['wager', 0, null],
      ['loss', 0, null],
      ['session', null, 90],
    ]);
    expect((await deposit(client, 'NOK', 20_000)).status).toBe(201);
  });

  it('refuses bad limits by field and changes nothing', async () => {
    const client = await signedIn('btc@casino.test');
    const before = await databaseFingerprint(t.db);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ type: 'deposit', period: 'daily' }, { accounts: ['must name one currency and its amount'] }],
      [depositLimit('XYZ', 100), { 'accounts.0.currency': ['is not included in the list'] }],
      [depositLimit('BTC', 0), { 'accounts.0.amount_cents': ['must be a whole number of minor units above 0'] }],
      [{ type: 'deposit', accounts: [{ currency: 'BTC', amount_cents: 5 }] }, { period: ["can't be blank"] }],
      [{ type: 'self_exclusion', period: 'daily' }, { period: ['must be empty: a self-exclusion lasts 180 days'] }],
      [
        { type: 'session', period: 'daily' },
        { session_minutes: ['must be a whole number of minutes from 1 to 44640'] },
      ],
      [
        { type: 'cooling_off', period: 'daily', session_minutes: 5 },
        { session_minutes: ['must be empty unless the limit is a session limit'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await client.post('/api/user_limits', body);
      expect({ body, status: response.status, answer: response.body }).toEqual({
        body,
        status: 422,
        answer: { errors },
      });
    }
    expect((await client.post('/api/user_limits', { type: 'yearly' })).status).toBe(422);
    expect((await client.post('/api/user_limits/confirm', { token: 'nope' })).status).toBe(422);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('answers 404 for another player’s limit and 401 to guests', async () => {
    const owner = await signedIn('tester@casino.test');
    const [limit] = LimitList.parse((await owner.post('/api/user_limits', depositLimit('EUR', 1_000))).body);
    const other = await signedIn('vip@casino.test');
    expect((await other.delete(`/api/user_limits/${limit?.id}`)).status).toBe(404);
    expect((await other.delete('/api/user_limits/abc')).status).toBe(422);
    expect((await t.client().get('/api/user_limits')).status).toBe(401);
    expect((await t.client().post('/api/user_limits', depositLimit('EUR', 1_000))).status).toBe(401);
  });
});
