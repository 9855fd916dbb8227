import { ErrorBody } from '@casino/sdk/contract';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { databaseFingerprint } from '../testing/test-database';

let t: TestApp;
let player: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  player = t.client();
  await player.signIn('cad@casino.test');
});
afterAll(() => t.close());

/** Write routes with a body bad in several fields at once: wrong types, blanks and broken rules together. */
const CASES: { route: string; send: (client: TestClient) => ReturnType<TestClient['post']>; fields: string[] }[] = [
  {
    route: 'POST /api/users',
    send: (client) =>
      client.post('/api/users', {
        user: { email: 'not-an-email', password: 'short', country: 'CA', nickname: 42, terms_acceptance: true },
      }),
    fields: ['currency', 'date_of_birth', 'email', 'mobile_phone', 'nickname', 'password'],
  },
  {
    route: 'PUT /api/users/password',
    send: (client) =>
      client.put('/api/users/password', { user: { password: 'short', password_confirmation: 'different' } }),
    fields: ['password', 'password_confirmation', 'reset_password_token'],
  },
  {
    route: 'PUT /api/users',
    send: (client) => client.put('/api/users', { user: { password: 'short', password_confirmation: 'different' } }),
    fields: ['current_password', 'password', 'password_confirmation'],
  },
  {
    route: 'PATCH /api/player',
    send: (client) =>
      client.patch('/api/player', { user: { city: 42, mobile_phone: 'call me', date_of_birth: 'yesterday' } }),
    fields: ['city', 'date_of_birth', 'mobile_phone'],
  },
  {
    route: 'POST /api/users/transaction',
    send: (client) =>
      client.post('/api/users/transaction', {
        transaction: {
          country: 'CA',
          first_name: null,
          last_name: null,
          email: 'cad@casino.test',
          card_number: '4242424242424242',
          amount_cents: '100',
          currency: 'CAD',
          type: 'transaction',
        },
      }),
    fields: ['amount_cents', 'card_number', 'payment_system'],
  },
  {
    route: 'POST /api/user_limits',
    send: (client) =>
      client.post('/api/user_limits', { type: 'deposit', accounts: [{ currency: 'CAD', amount_cents: 'ten' }] }),
    fields: ['accounts.0.amount_cents', 'period'],
  },
  {
    route: 'POST /api/player/payments/deposit',
    send: (client) =>
      client.post(
        '/api/player/payments/deposit',
        {
          payment: {
            method_id: 'card',
            amount_cents: 1,
            currency: 'CAD',
            fields: { card_number: '4242 4242', card_holder: ' ', expiry_month: '13', expiry_year: '2020', cvv: '1' },
            return_url: 'https://elsewhere.example/back',
          },
        },
        { 'idempotency-key': 'field-errors-deposit' },
      ),
    fields: [
      'amount_cents',
      'fields.card_holder',
      'fields.card_number',
      'fields.cvv',
      'fields.expiry_month',
      'return_url',
    ],
  },
  {
    route: 'POST /api/player/payments/cashout',
    send: (client) =>
      client.post(
        '/api/player/payments/cashout',
        {
          payment: {
            method_id: 'bank_transfer',
            amount_cents: 1,
            currency: 'CAD',
            fields: { iban: 'LT00 0000', account_holder: '' },
          },
        },
        { 'idempotency-key': 'field-errors-cashout' },
      ),
    fields: ['amount_cents', 'fields.account_holder', 'fields.iban'],
  },
  {
    route: 'POST /api/v2/player/two_factor',
    send: (client) => client.post('/api/v2/player/two_factor', { two_factor: { otp_secret: 'TOO SHORT' } }),
    fields: ['authentication_code', 'otp_secret'],
  },
];

describe('a 422 names every bad field of the body at once', () => {
  it.each(CASES)('$route', async ({ send, fields }) => {
    const before = await databaseFingerprint(t.db);
    const response = await send(player);
    expect(response.status).toBe(422);
    expect(Object.keys(ErrorBody.parse(response.body).errors).sort()).toEqual(fields);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });
});
