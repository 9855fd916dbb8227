import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = (card: string | null, email = 'gbp@casino.test') => ({
  transaction: {
    country: 'GB',
    first_name: 'Oliver',
    last_name: 'Bennett',
    email,
    dfpc: 'fp-1',
    card_number: card,
    amount_cents: 2500,
    currency: 'GBP',
    payment_system: 'card',
    type: 'transaction',
    player_status: 'active',
  },
});

describe('POST /api/users/transaction (fraud check)', () => {
  it('approves a masked card of the player and declines the blocked card or another email', async () => {
    const client = t.client();
    await client.signIn('gbp@casino.test');
    expect((await client.post('/api/users/transaction', check('424242******4242'))).body).toEqual({
      decision: 'approve',
      reasons: [],
    });
    expect((await client.post('/api/users/transaction', check('410000******0019'))).body).toEqual({
      decision: 'decline',
      reasons: ['card_blocked'],
    });
    expect((await client.post('/api/users/transaction', check(null, 'someone@else.test'))).body).toEqual({
      decision: 'decline',
      reasons: ['email_mismatch'],
    });
  });

  it('refuses a full card number and anything not masked, and guests', async () => {
    const client = t.client();
    await client.signIn('gbp@casino.test');
    const full = await client.post('/api/users/transaction', check('4242424242424242'));
    expect(full.status).toBe(422);
    expect(full.body).toEqual({
      errors: {
        card_number: [
          'must be masked to the first 6 and last 4 digits (e.g. 424242******4242): never send a full card number',
        ],
      },
    });
    expect((await client.post('/api/users/transaction', check('4242-xx'))).status).toBe(422);
    expect((await client.post('/api/users/transaction', { transaction: {} })).status).toBe(422);
    expect((await t.client().post('/api/users/transaction', check(null))).status).toBe(401);
  });

  it('declines deposits after 5 declines in 10 minutes (velocity)', async () => {
    const client = t.client();
    await client.signIn('gbp@casino.test');
    const card = {
      card_number: '4000000000000002',
      card_holder: 'Oliver Bennett',
      expiry_month: '1',
      expiry_year: '2031',
      cvv: '999',
    };
    for (let index = 0; index < 5; index += 1) {
      await client.post(
        '/api/player/payments/deposit',
        { payment: { method_id: 'card', amount_cents: 2500, currency: 'GBP', fields: card } },
        { 'idempotency-key': `velocity-${index}` },
      );
    }
    expect((await client.post('/api/users/transaction', check('424242******4242'))).body).toEqual({
      decision: 'decline',
      reasons: ['too_many_declines'],
    });
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await client.post('/api/users/transaction', check('424242******4242'))).body).toMatchObject({
      decision: 'approve',
    });
  });
});
