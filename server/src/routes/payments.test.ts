import {
  AccountList,
  Payment,
  PaymentList,
  PaymentMethodFields,
  PaymentMethodList,
  PaymentsPage,
} from '@casino/sdk/contract';
import { processDuePayments } from '../payments/processing';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
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

let keys = 0;
const key = () => `test-key-${++keys}`;

const CARD = {
  card_number: '4242 4242 4242 4242',
  card_holder: 'Michael Johnson',
  expiry_month: '12',
  expiry_year: '2030',
  cvv: '123',
};

function deposit(
  client: TestClient,
  amount: number,
  fields: Record<string, string> = CARD,
  extra: object = {},
  idem = key(),
) {
  return client.post(
    '/api/player/payments/deposit',
    { payment: { method_id: 'card', amount_cents: amount, currency: 'USD', fields, ...extra } },
    { 'idempotency-key': idem },
  );
}

async function usd(client: TestClient) {
  const accounts = AccountList.parse((await client.get('/api/player/accounts')).body);
  const wallet = accounts.find((a) => a.currency === 'USD');
  if (!wallet) throw new Error('no USD wallet');
  return wallet;
}

async function signedIn(email = 'usd@casino.test') {
  const client = t.client();
  await client.signIn(email);
  return client;
}

describe('payment methods', () => {
  it('lists card and bank transfer for fiat, with bounds, fee and processing time', async () => {
    const client = await signedIn();
    const methods = PaymentMethodList.parse(
      (await client.get('/api/player/payment_methods?currency=USD&action=deposit')).body,
    );
    expect(methods.map((m) => [m.id, m.type])).toEqual([
      ['card', 'cards'],
      ['bank_transfer', 'bank_transfer'],
    ]);
    expect(methods[0]).toMatchObject({
      fee: { percent: 0, fixedCents: 0 },
      processingTime: { seconds: 0 },
      termsOfService: { restrictions: { amountCurrencyCode: 'USD', minAmountCents: 1000, maxAmountCents: 500000 } },
    });
    const cashout = PaymentMethodList.parse(
      (await client.get('/api/player/payment_methods?currency=USD&action=cashout')).body,
    );
    expect(cashout.find((m) => m.id === 'bank_transfer')).toMatchObject({ fee: { percent: 1 }, recallable: true });
  });

  it('lists the crypto method with the minimums of core.md §9 in minor units', async () => {
    const client = await signedIn();
    const btc = PaymentMethodList.parse(
      (await client.get('/api/player/payment_methods?currency=BTC&action=deposit')).body,
    );
    expect(btc).toEqual([expect.objectContaining({ id: 'crypto_btc', type: 'crypto' })]);
    expect(btc[0]?.termsOfService.restrictions).toEqual({
      amountCurrencyCode: 'BTC',
      minAmountCents: 10_000,
      maxAmountCents: null,
    });
    const usdt = PaymentMethodList.parse(
      (await client.get('/api/player/payment_methods?currency=USDT&action=cashout')).body,
    );
    expect(usdt[0]?.termsOfService.restrictions).toMatchObject({
      minAmountCents: 25_000_000,
      maxAmountCents: 4_000_000_000,
    });
    const eth = PaymentMethodList.parse(
      (await client.get('/api/player/payment_methods?currency=ETH&action=cashout')).body,
    );
    expect(eth[0]?.termsOfService.restrictions).toMatchObject({
      minAmountCents: 100_000,
      maxAmountCents: 12_000_000_000,
    });
    expect((await client.get('/api/player/payment_methods?currency=ADA&action=deposit')).body).toEqual([]);
  });

  it('answers the fields of a method and whether the profile allows submitting', async () => {
    const client = await signedIn();
    const fields = PaymentMethodFields.parse(
      (await client.get('/api/player/payment_methods/card/fields?currency=USD&action=deposit')).body,
    );
    expect(fields.methodFields.map((f) => f.name)).toEqual([
      'card_number',
      'card_holder',
      'expiry_month',
      'expiry_year',
      'cvv',
    ]);
    expect(fields.playerFields.map((f) => f.field)).toEqual(['first_name', 'last_name', 'postal_code']);
    expect(fields).toMatchObject({ isSubmitAvailable: true, amountField: { minAmountCents: 1000 } });
    const crypto = PaymentMethodFields.parse(
      (await client.get('/api/player/payment_methods/crypto_btc/fields?currency=BTC&action=deposit')).body,
    );
    expect(crypto).toMatchObject({ amountField: null, isSubmitAvailable: false, methodFields: [] });
  });

  it('refuses a missing query, an unknown currency or method, and guests', async () => {
    const client = await signedIn();
    expect((await client.get('/api/player/payment_methods?currency=USD')).status).toBe(422);
    expect((await client.get('/api/player/payment_methods?currency=XYZ&action=deposit')).body).toEqual({
      errors: { currency: ['is not included in the list'] },
    });
    expect((await client.get('/api/player/payment_methods/paypal/fields?currency=USD&action=deposit')).status).toBe(
      404,
    );
    expect((await t.client().get('/api/player/payment_methods?currency=USD&action=deposit')).status).toBe(401);
  });
});

describe('card deposits', () => {
  it('credits a successful card deposit at once: created → pending → processing → succeeded', async () => {
    const client = await signedIn();
    const before = await usd(client);
    const response = await deposit(client, 2500);
    expect(response.status).toBe(201);
    const payment = Payment.parse(response.body);
    expect(payment).toMatchObject({
      state: 'succeeded',
      success: true,
      brand: 'visa',
      payment_system: 'card',
      redirect_url: null,
    });
    expect((await usd(client)).amount_cents).toBe(before.amount_cents + 2500);
    const transitions = await t.db.query<{ to_state: string }>(
      'select to_state from payment_transitions where payment_id = $1 order by id',
      [payment.id],
    );
    expect(transitions.map((row) => row.to_state)).toEqual(['created', 'pending', 'processing', 'succeeded']);
    const [stored] = await t.db.query<{ instrument: string }>('select instrument from payments where id = $1', [
      payment.id,
    ]);
    expect(stored?.instrument).toBe('424242******4242');
  });

  it('declines the test decline cards and amounts ending in 13, moving no money', async () => {
    const client = await signedIn();
    const before = await usd(client);
    const declined = Payment.parse((await deposit(client, 2500, { ...CARD, card_number: '4000000000000002' })).body);
    expect(declined).toMatchObject({ state: 'declined', success: false, cancellation_reason: 'card_declined' });
    const thirteen = Payment.parse((await deposit(client, 2513)).body);
    expect(thirteen).toMatchObject({ state: 'declined', cancellation_reason: 'do_not_honour' });
    expect((await usd(client)).amount_cents).toBe(before.amount_cents);
  });

  it('saves a card after a successful deposit and charges it again by its saved profile id alone', async () => {
    const client = await signedIn('cad@casino.test');
    const listed = async () =>
      PaymentMethodList.parse((await client.get('/api/player/payment_methods?currency=CAD&action=deposit')).body);
    expect((await listed()).find((m) => m.id === 'card')?.savedProfiles).toEqual([]);
    const pay = (fields: Record<string, string>, amount = 2000) =>
      client.post(
        '/api/player/payments/deposit',
        { payment: { method_id: 'card', amount_cents: amount, currency: 'CAD', fields } },
        { 'idempotency-key': key() },
      );
    expect((await pay({ ...CARD, card_number: '4000000000000002' })).status).toBe(201);
    expect((await listed()).find((m) => m.id === 'card')?.savedProfiles).toEqual([]);
    await pay(CARD);
    await pay({ ...CARD, card_number: '5555 5555 5555 4444' });
    const [mastercard, visa] = (await listed()).find((m) => m.id === 'card')?.savedProfiles ?? [];
    expect([mastercard?.title, visa?.title]).toEqual(['Mastercard •••• 4444', 'Visa •••• 4242']);
    const before = AccountList.parse((await client.get('/api/player/accounts')).body).find(
      (a) => a.currency === 'CAD',
    )?.amount_cents;

    const again = Payment.parse((await pay({ saved_profile_id: visa?.id ?? '' }, 3000)).body);
    expect(again).toMatchObject({ state: 'succeeded', brand: 'visa', amount_cents: 3000 });
    const after = AccountList.parse((await client.get('/api/player/accounts')).body).find((a) => a.currency === 'CAD');
    expect(after?.amount_cents).toBe((before ?? 0) + 3000);
    expect((await listed()).find((m) => m.id === 'card')?.savedProfiles[0]?.title).toBe('Visa •••• 4242');

    const other = await signedIn('usd@casino.test');
    const fingerprint = await databaseFingerprint(t.db);
    const stolen = await deposit(other, 2000, { saved_profile_id: visa?.id ?? '' });
    expect(stolen.status).toBe(422);
    expect(stolen.body).toEqual({ errors: { 'fields.saved_profile_id': ['is not one of your saved cards'] } });
    expect((await pay({ saved_profile_id: 'card_x' })).status).toBe(422);
    expect(await databaseFingerprint(t.db)).toEqual(fingerprint);
  });

  it('refuses invalid card details with 422 by field and changes nothing', async () => {
    const client = await signedIn();
    const before = await databaseFingerprint(t.db);
    const luhn = await deposit(client, 2500, { ...CARD, card_number: '4242424242424241' });
    expect(luhn.status).toBe(422);
    expect(luhn.body).toEqual({ errors: { 'fields.card_number': ['is not a valid card number'] } });
    const bin = await deposit(client, 2500, { ...CARD, card_number: '4041370000000000' });
    expect(bin.body).toMatchObject({ errors: { 'fields.card_number': [expect.stringMatching(/not accepted/)] } });
    const expired = await deposit(client, 2500, { ...CARD, expiry_month: '2', expiry_year: '2026' });
    expect(expired.body).toEqual({ errors: { 'fields.expiry_month': ['has expired'] } });
    const month = await deposit(client, 2500, { ...CARD, expiry_month: '13' });
    expect(month.body).toMatchObject({ errors: { 'fields.expiry_month': [expect.stringMatching(/month 1 to 12/)] } });
    const small = await deposit(client, 999);
    expect(small.body).toEqual({ errors: { amount_cents: ['must be at least $10.00'] } });
    const big = await deposit(client, 500001);
    expect(big.body).toEqual({ errors: { amount_cents: ['must be at most $5,000.00'] } });
    const method = await client.post(
      '/api/player/payments/deposit',
      { payment: { method_id: 'paypal', amount_cents: 2500, currency: 'USD' } },
      { 'idempotency-key': key() },
    );
    expect(method.body).toEqual({ errors: { method_id: ['is not offered for USD deposits'] } });
    const wallet = await client.post(
      '/api/player/payments/deposit',
      { payment: { method_id: 'card', amount_cents: 2500, currency: 'EUR', fields: CARD } },
      { 'idempotency-key': key() },
    );
    expect(wallet.body).toMatchObject({ errors: { currency: [expect.stringMatching(/no EUR wallet/)] } });
    const openRedirect = await deposit(client, 2500, CARD, { return_url: 'https://evil.example/steal' });
    expect(openRedirect.body).toMatchObject({ errors: { return_url: [expect.any(String)] } });
    const forgedHost = await client.post(
      '/api/player/payments/deposit',
      {
        payment: {
          method_id: 'card',
          amount_cents: 2500,
          currency: 'USD',
          fields: CARD,
          return_url: 'http://evil.example/steal',
        },
      },
      { 'idempotency-key': key(), host: 'evil.example' },
    );
    expect(forgedHost.body).toMatchObject({ errors: { return_url: [expect.any(String)] } });
    const malformed = await client.post(
      '/api/player/payments/deposit',
      { payment: { amount_cents: '25' } },
      { 'idempotency-key': key() },
    );
    expect(malformed.status).toBe(422);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('requires an Idempotency-Key and answers a repeat with the first answer, once', async () => {
    const client = await signedIn();
    const missing = await client.post('/api/player/payments/deposit', {
      payment: { method_id: 'card', amount_cents: 2500, currency: 'USD', fields: CARD },
    });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({
      errors: { idempotency_key: [expect.stringMatching(/^is required: send an Idempotency-Key/)] },
    });
    const before = await usd(client);
    const first = await deposit(client, 3000, CARD, {}, 'same-key');
    const repeat = await deposit(client, 3000, CARD, {}, 'same-key');
    expect(repeat.status).toBe(first.status);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers['idempotency-replayed']).toBe('true');
    expect((await usd(client)).amount_cents).toBe(before.amount_cents + 3000);
    const other = await deposit(client, 3100, CARD, {}, 'same-key');
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ errors: { idempotency_key: [expect.stringMatching(/other parameters/)] } });
    // the same key is a different one for another player
    const other_player = await signedIn('tester@casino.test');
    expect((await deposit(other_player, 3000, CARD, {}, 'same-key')).status).toBe(201);
  });

  it('asks for the 3-D Secure step and credits only after Approve on the sandbox page', async () => {
    const client = await signedIn();
    const before = await usd(client);
    const pending = Payment.parse(
      (await deposit(client, 4000, { ...CARD, card_number: '4000000000003220' }, { return_url: '/cashbox?step=done' }))
        .body,
    );
    expect(pending).toMatchObject({
      state: 'pending',
      redirect_url: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/sandbox\/3ds\//),
    });
    expect((await usd(client)).amount_cents).toBe(before.amount_cents);
    const path = new URL(pending.redirect_url ?? '').pathname;
    const page = await t.client().get(path);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('400000******3220');
    expect(page.text).toContain('$40.00');
    const forged = await t.client({ 'x-requested-with': '' }).post(path, { outcome: 'approve' });
    expect(forged.status).toBe(403);
    const approved = await t.client().post(path, { outcome: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      payment: { id: pending.id, state: 'succeeded' },
      return_url: `/cashbox?step=done&payment_id=${pending.id}&payment_state=succeeded`,
    });
    expect((await usd(client)).amount_cents).toBe(before.amount_cents + 4000);
    expect((await t.client().post(path, { outcome: 'approve' })).status).toBe(404);
    expect((await t.client().get(path)).status).toBe(404);
  });

  it('declines on Fail and cancels a 3-D Secure step left for 15 minutes', async () => {
    const client = await signedIn();
    const failed = Payment.parse((await deposit(client, 4000, { ...CARD, card_number: '4000000000003220' })).body);
    const path = new URL(failed.redirect_url ?? '').pathname;
    expect((await t.client().post(path, { outcome: 'fail' })).body).toMatchObject({
      payment: { state: 'declined', cancellation_reason: 'authentication_failed' },
    });
    const left = Payment.parse((await deposit(client, 4000, { ...CARD, card_number: '4000000000003220' })).body);
    t.clock.advance(15 * 60 * 1000);
    await processDuePayments(t.db, t.clock());
    const history = PaymentList.parse((await client.get('/api/player/payments')).body);
    expect(history.find((p) => p.id === left.id)).toMatchObject({ state: 'canceled', finished_at: expect.any(String) });
  });

  it('blocks the fraud test card through the fraud check', async () => {
    const client = await signedIn();
    const blocked = Payment.parse((await deposit(client, 2500, { ...CARD, card_number: '4100000000000019' })).body);
    expect(blocked).toMatchObject({ state: 'declined', cancellation_reason: 'fraud_check: card_blocked' });
  });
});

describe('bank transfer deposits', () => {
  it('stay processing until their processing time, then succeed (or decline an amount ending in 13)', async () => {
    const client = await signedIn();
    const before = await usd(client);
    const send = (amount: number) =>
      client.post(
        '/api/player/payments/deposit',
        { payment: { method_id: 'bank_transfer', amount_cents: amount, currency: 'USD' } },
        { 'idempotency-key': key() },
      );
    const ok = Payment.parse((await send(10000)).body);
    const bad = Payment.parse((await send(10013)).body);
    expect([ok.state, bad.state]).toEqual(['processing', 'processing']);
    t.clock.advance(60 * 1000);
    await processDuePayments(t.db, t.clock());
    expect((await usd(client)).amount_cents).toBe(before.amount_cents);
    t.clock.advance(61 * 1000);
    await processDuePayments(t.db, t.clock());
    const history = PaymentList.parse((await client.get('/api/player/payments')).body);
    expect(history.find((p) => p.id === ok.id)?.state).toBe('succeeded');
    expect(history.find((p) => p.id === bad.id)?.state).toBe('declined');
    expect((await usd(client)).amount_cents).toBe(before.amount_cents + 10000);
  });
});

describe('cashouts', () => {
  const cashout = (client: TestClient, amount: number, fields: Record<string, string>, method = 'card', idem = key()) =>
    client.post(
      '/api/player/payments/cashout',
      { payment: { method_id: method, amount_cents: amount, currency: 'USD', fields } },
      { 'idempotency-key': idem },
    );
  const PAYOUT_CARD = { card_number: '4242424242424242', card_holder: 'Michael Johnson' };

  it('reserves at once, stays pending (recallable) for review, then pays out', async () => {
    const client = await signedIn();
    const before = await usd(client);
    const payment = Payment.parse((await cashout(client, 5000, PAYOUT_CARD)).body);
    expect(payment).toMatchObject({ state: 'pending', recallable: true, action: 'cashout' });
    expect(await usd(client)).toMatchObject({
      amount_cents: before.amount_cents - 5000,
      available_to_cashout_cents: before.available_to_cashout_cents - 5000,
    });
    t.clock.advance(10 * 60 * 1000);
    await processDuePayments(t.db, t.clock());
    const done = PaymentList.parse((await client.get('/api/player/payments')).body).find((p) => p.id === payment.id);
    expect(done).toMatchObject({ state: 'succeeded', recallable: false });
    expect((await usd(client)).amount_cents).toBe(before.amount_cents - 5000);
    const [reserved] = await t.db.query<{ balance_cents: number }>(
      `select balance_cents from ledger_accounts l join users u on u.id = l.user_id
       where u.email = 'usd@casino.test' and l.currency = 'USD' and l.kind = 'reserved'`,
    );
    expect(reserved?.balance_cents).toBe(0);
  });

  it('gives the money back when the provider rejects it, and when the player recalls it', async () => {
    const client = await signedIn();
    const before = await usd(client);
    const rejected = Payment.parse(
      (await cashout(client, 5000, { ...PAYOUT_CARD, card_number: '4000000000000002' })).body,
    );
    const recalled = Payment.parse((await cashout(client, 6000, PAYOUT_CARD)).body);
    expect((await usd(client)).amount_cents).toBe(before.amount_cents - 11000);
    const recall = await client.post(`/api/player/payments/${recalled.id}/recall`, {}, { 'idempotency-key': key() });
    expect(recall.status).toBe(200);
    expect(recall.body).toMatchObject({ state: 'recalled', recallable: false });
    t.clock.advance(10 * 60 * 1000);
    await processDuePayments(t.db, t.clock());
    const history = PaymentList.parse((await client.get('/api/player/payments')).body);
    expect(history.find((p) => p.id === rejected.id)).toMatchObject({
      state: 'rejected',
      cancellation_reason: 'card_declined',
    });
    expect((await usd(client)).amount_cents).toBe(before.amount_cents);
    const again = await client.post(`/api/player/payments/${recalled.id}/recall`, {}, { 'idempotency-key': key() });
    expect(again.body).toMatchObject({ errors: { base: [expect.stringMatching(/only a pending withdrawal/)] } });
    const other = await signedIn('tester@casino.test');
    expect(
      (await other.post(`/api/player/payments/${recalled.id}/recall`, {}, { 'idempotency-key': key() })).status,
    ).toBe(404);
  });

  it('refuses more than the cash part (bonus money stays), bad payout details and a missing key, changing nothing', async () => {
    const client = await signedIn('eur@casino.test');
    const before = await databaseFingerprint(t.db);
    const send = (
      amount: number,
      fields: Record<string, string>,
      method = 'card',
      headers: Record<string, string> = { 'idempotency-key': key() },
    ) =>
      client.post(
        '/api/player/payments/cashout',
        { payment: { method_id: method, amount_cents: amount, currency: 'EUR', fields } },
        headers,
      );
    expect((await send(100001, PAYOUT_CARD)).body).toEqual({ errors: { amount_cents: ['not enough money'] } });
    expect((await send(5000, { card_number: '4242', card_holder: 'x' })).body).toEqual({
      errors: { 'fields.card_number': ['is not a valid card number'] },
    });
    expect((await send(10000, { iban: 'DE00 0000', account_holder: 'Lena' }, 'bank_transfer')).body).toEqual({
      errors: { 'fields.iban': ['is not a valid IBAN'] },
    });
    expect((await send(5000, PAYOUT_CARD, 'card', {})).status).toBe(422);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('takes the bank transfer fee from the payout and puts a Lithuanian IBAN in group 1101', async () => {
    const client = await signedIn('tester@casino.test');
    const payment = Payment.parse(
      (
        await client.post(
          '/api/player/payments/cashout',
          {
            payment: {
              method_id: 'bank_transfer',
              amount_cents: 10000,
              currency: 'USD',
              fields: { iban: 'LT12 1000 0111 0100 1000', account_holder: 'Anna Kask' },
            },
          },
          { 'idempotency-key': key() },
        )
      ).body,
    );
    expect(payment).toMatchObject({ fee_cents: 100, state: 'pending' });
    const groups = await t.db.query(
      `select 1 from user_groups g join users u on u.id = g.user_id where u.email = 'tester@casino.test' and g.group_id = 1101`,
    );
    expect(groups).toHaveLength(1);
    t.clock.advance(10 * 60 * 1000);
    await processDuePayments(t.db, t.clock());
    t.clock.advance(5 * 60 * 1000);
    await processDuePayments(t.db, t.clock());
    const [fees] = await t.db.query<{ total: number }>(
      `select sum(e.amount_cents)::bigint as total from ledger_entries e join ledger_transactions x on x.id = e.transaction_id
       join ledger_accounts a on a.id = e.account_id where x.payment_id = $1 and a.kind = 'house_fees'`,
      [payment.id],
    );
    expect(fees?.total).toBe(100);
  });
});

describe('history and stats', () => {
  it('pages and filters the payments and sums them in the stats', async () => {
    const client = await signedIn('nzd@casino.test');
    const card = { ...CARD, card_holder: 'Aroha Ngata' };
    for (const amount of [1100, 1200, 1300]) {
      await client.post(
        '/api/player/payments/deposit',
        { payment: { method_id: 'card', amount_cents: amount, currency: 'NZD', fields: card } },
        { 'idempotency-key': key() },
      );
    }
    await client.post(
      '/api/player/payments/cashout',
      {
        payment: {
          method_id: 'card',
          amount_cents: 2000,
          currency: 'NZD',
          fields: { card_number: card.card_number, card_holder: card.card_holder },
        },
      },
      { 'idempotency-key': key() },
    );
    const page = PaymentsPage.parse(
      (await client.post('/api/player/payments/with_pages', { page: 1, page_size: 2 })).body,
    );
    expect(page.pagination).toEqual({ page: 1, per_page: 2, total_count: 4 });
    expect(page.data.map((p) => p.amount_cents)).toEqual([2000, 1300]);
    const deposits = PaymentsPage.parse(
      (
        await client.post('/api/player/payments/with_pages', {
          page: 2,
          page_size: 2,
          filter: { type: 'deposit', currency: 'NZD', from: '2026-03-01' },
        })
      ).body,
    );
    expect(deposits.pagination.total_count).toBe(3);
    expect(deposits.data.map((p) => p.amount_cents)).toEqual([1100]);
    const none = PaymentsPage.parse(
      (await client.post('/api/player/payments/with_pages', { filter: { to: '2026-01-01' } })).body,
    );
    expect(none).toEqual({ data: [], pagination: { page: 1, per_page: 20, total_count: 0 } });
    expect((await client.post('/api/player/payments/with_pages', { filter: { from: 'yesterday' } })).status).toBe(422);
    expect((await client.post('/api/player/payments/with_pages', { page: 0 })).status).toBe(422);
    expect((await client.get('/api/player/stats')).body).toEqual({
      deposits_count: 3,
      deposits_sum: { NZD: 3600 },
      cashouts_sum: {},
      bets_sum: {},
      messages: { notice: 'You have 1 pending withdrawal; you can recall it until it is processed.' },
    });
  });
});
