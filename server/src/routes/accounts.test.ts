import { AccountList } from '@casino/sdk/contract';
import { createTestApp, type TestApp } from '../testing/test-app';
import { databaseFingerprint } from '../testing/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/api/player/accounts', () => {
  it('lists the wallets, active first, with the bonus part and wagering', async () => {
    const client = t.client();
    await client.signIn('eur@casino.test');
    const accounts = AccountList.parse((await client.get('/api/player/accounts')).body);
    expect(accounts).toEqual([
      expect.objectContaining({
        currency: 'EUR',
        active: true,
        amount_cents: 125000,
        available_to_cashout_cents: 100000,
        total_wagering_cents: 875000,
        wagered_cents: 262500,
      }),
      expect.objectContaining({ currency: 'BTC', active: false, amount_cents: 250000 }),
    ]);
  });

  it('switches to an existing wallet and opens a missing one, keeping exactly one active', async () => {
    const client = t.client();
    await client.signIn('eur@casino.test');
    const switched = AccountList.parse((await client.post('/api/player/accounts', { currency: 'BTC' })).body);
    expect(switched.filter((a) => a.active).map((a) => a.currency)).toEqual(['BTC']);
    expect((await client.get('/api/player')).body).toMatchObject({ currency: 'BTC' });
    const opened = AccountList.parse((await client.post('/api/player/accounts', { currency: 'ETH' })).body);
    expect(opened.map((a) => [a.currency, a.active, a.amount_cents])).toEqual([
      ['ETH', true, 0],
      ['EUR', false, 125000],
      ['BTC', false, 250000],
    ]);
    const again = AccountList.parse((await client.post('/api/player/accounts', { currency: 'EUR' })).body);
    expect(again).toHaveLength(3);
    expect(again[0]).toMatchObject({ currency: 'EUR', active: true });
  });

  it('refuses an unknown currency or a malformed body, changing nothing', async () => {
    const client = t.client();
    await client.signIn('usd@casino.test');
    const before = await databaseFingerprint(t.db);
    const unknown = await client.post('/api/player/accounts', { currency: 'XYZ' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ errors: { currency: ['is not included in the list'] } });
    expect((await client.post('/api/player/accounts', { currency: ['EUR'] })).body).toEqual({
      errors: { currency: ['must be a string'] },
    });
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });
});
