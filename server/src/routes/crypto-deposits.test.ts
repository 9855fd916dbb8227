import { AccountList, CryptoAddress, Payment } from '@casino/sdk/contract';
import { paymentUri } from '../payments/crypto-deposits';
import { CRYPTO_ADDRESS_PATTERNS } from '../payments/methods';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../testing/test-app';
import { databaseFingerprint } from '../testing/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('crypto deposits', () => {
  it('gives one address per player and coin in the coin format, with the minimum deposit', async () => {
    const client = t.client();
    await client.signIn('btc@casino.test');
    for (const currency of ['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT']) {
      const first = CryptoAddress.parse((await client.get(`/api/player/crypto_addresses/${currency}`)).body);
      expect(first.address, currency).toMatch(CRYPTO_ADDRESS_PATTERNS[currency] ?? /never/);
      expect(first.qr_code, currency).toMatch(/^data:image\/png;base64,/);
      expect((await client.get(`/api/player/crypto_addresses/${currency}`)).body).toEqual(first);
    }
    expect((await client.get('/api/player/crypto_addresses/LTC')).body).toMatchObject({ min_deposit_cents: 1_000_000 });
    expect((await client.get('/api/player/crypto_addresses/USDT')).body).toMatchObject({
      min_deposit_cents: 20_000_000,
    });
    expect(paymentUri('BTC', 'bc1qexample')).toBe('bitcoin:bc1qexample');
    expect(paymentUri('BCH', 'bitcoincash:qexample')).toBe('bitcoincash:qexample');
    expect((await client.get('/api/player/crypto_addresses/ADA')).status).toBe(422);
    expect((await t.client().get('/api/player/crypto_addresses/BTC')).status).toBe(401);
  });

  it('credits a confirmed transfer once per chain transaction and refuses one below the minimum', async () => {
    const client = t.client();
    await client.signIn('usd@casino.test');
    const { address } = CryptoAddress.parse((await client.get('/api/player/crypto_addresses/BTC')).body);
    const btc = async () =>
      AccountList.parse((await client.get('/api/player/accounts')).body).find((a) => a.currency === 'BTC');
    expect(await btc()).toMatchObject({ amount_cents: 0, active: false });
    const chain = t.client();
    const before = await databaseFingerprint(t.db);
    const below = await chain.post(
      '/dev/crypto/receive',
      { address, amount_cents: 9_999 },
      { 'idempotency-key': 'tx-0' },
    );
    expect(below.status).toBe(422);
    expect(below.body).toMatchObject({
      errors: { amount_cents: [expect.stringMatching(/below the minimum deposit/)] },
    });
    expect(
      (
        await chain.post(
          '/dev/crypto/receive',
          { address: 'bc1qnothing', amount_cents: 50_000 },
          { 'idempotency-key': 'tx-0' },
        )
      ).status,
    ).toBe(404);
    expect((await chain.post('/dev/crypto/receive', { address, amount_cents: 50_000 })).status).toBe(422);
    expect(await databaseFingerprint(t.db)).toEqual(before);
    const received = await chain.post(
      '/dev/crypto/receive',
      { address, amount_cents: 50_000 },
      { 'idempotency-key': 'tx-1' },
    );
    expect(received.status).toBe(201);
    expect(Payment.parse(received.body)).toMatchObject({
      state: 'succeeded',
      payment_system: 'crypto',
      brand: 'bitcoin',
      currency: 'BTC',
    });
    const again = await chain.post(
      '/dev/crypto/receive',
      { address, amount_cents: 50_000 },
      { 'idempotency-key': 'tx-1' },
    );
    expect(again.body).toEqual(received.body);
    expect(await btc()).toMatchObject({ amount_cents: 50_000, available_to_cashout_cents: 50_000 });
    expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
  });

  it('refuses a crypto deposit through the card form and pays out to a valid address only', async () => {
    const client = t.client();
    await client.signIn('btc@casino.test');
    const viaForm = await client.post(
      '/api/player/payments/deposit',
      { payment: { method_id: 'crypto_btc', amount_cents: 50_000, currency: 'BTC' } },
      { 'idempotency-key': 'form-1' },
    );
    expect(viaForm.body).toMatchObject({ errors: { method_id: [expect.stringMatching(/crypto_addresses\/BTC/)] } });
    const cashout = (address: string) =>
      client.post(
        '/api/player/payments/cashout',
        { payment: { method_id: 'crypto_btc', amount_cents: 20_000, currency: 'BTC', fields: { address } } },
        { 'idempotency-key': `out-${address}` },
      );
    expect((await cashout('1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).body).toEqual({
      errors: { 'fields.address': ['is not a valid Bitcoin address'] },
    });
    const good = await cashout(`bc1q${'q'.repeat(38)}`);
    expect(good.body).toMatchObject({ state: 'pending', brand: 'bitcoin' });
  });
});
