import { Profile } from '@casino/sdk/contract';
import { ADDRESS_LIMIT_WINDOW_MS } from '../auth/address-limits';
import { CONFIRMATION_TOKENS } from '../auth/emailed-tokens';
import { latestEmail, linkParam } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { databaseFingerprint } from '../testing/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function register(email: string) {
  const client = t.client();
  const response = await client.post('/api/users', {
    user: {
      email,
      password: 'Secret123',
      currency: 'EUR',
      country: 'DE',
      terms_acceptance: true,
      nickname: 'confirmer',
      date_of_birth: '1991-02-03',
      mobile_phone: '+49 151 0000000',
    },
  });
  expect(response.status).toBe(201);
  return client;
}

describe('email confirmation', () => {
  it('confirms with the emailed token once and answers the profile', async () => {
    const client = await register('confirm.me@gmail.com');
    const token = linkParam(await latestEmail(client, 'confirm.me@gmail.com', 'confirmation'), 'confirmation_token');
    const response = await t.client().get(`/api/users/confirmation?confirmation_token=${encodeURIComponent(token)}`);
    expect(response.status).toBe(200);
    const profile = Profile.parse(response.body);
    expect(profile.email).toBe('confirm.me@gmail.com');
    expect(profile.confirmed_at).toBe(t.clock().toISOString());
    const again = await t.client().get(`/api/users/confirmation?confirmation_token=${encodeURIComponent(token)}`);
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ errors: { confirmation_token: ['is invalid or has expired'] } });
  });

  it('refuses a missing, unknown or expired token, changing nothing', async () => {
    const client = await register('late.confirmer@gmail.com');
    const token = linkParam(
      await latestEmail(client, 'late.confirmer@gmail.com', 'confirmation'),
      'confirmation_token',
    );
    const before = await databaseFingerprint(t.db);
    expect((await t.client().get('/api/users/confirmation')).body).toEqual({
      errors: { confirmation_token: ["can't be blank"] },
    });
    expect((await t.client().get('/api/users/confirmation?confirmation_token=nope')).status).toBe(422);
    t.clock.advance(CONFIRMATION_TOKENS.lifetimeMs);
    expect((await t.client().get(`/api/users/confirmation?confirmation_token=${token}`)).status).toBe(422);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('resends a new link that replaces the old one', async () => {
    const client = await register('resend.me@gmail.com');
    const first = linkParam(await latestEmail(client, 'resend.me@gmail.com', 'confirmation'), 'confirmation_token');
    const resend = await t.client().post('/api/users/confirmation', { user: { email: 'Resend.Me@gmail.com' } });
    expect(resend.status).toBe(201);
    const second = linkParam(await latestEmail(client, 'resend.me@gmail.com', 'confirmation'), 'confirmation_token');
    expect(second).not.toBe(first);
    expect((await t.client().get(`/api/users/confirmation?confirmation_token=${first}`)).status).toBe(422);
    expect((await t.client().get(`/api/users/confirmation?confirmation_token=${second}`)).status).toBe(200);
  });

  it('answers an unknown, a confirmed and an unconfirmed address alike, emailing only the unconfirmed one', async () => {
    const client = await register('waiting@gmail.com');
    const first = linkParam(await latestEmail(client, 'waiting@gmail.com', 'confirmation'), 'confirmation_token');
    const answers = await Promise.all(
      ['ghost@gmail.com', 'eur@casino.test', 'waiting@gmail.com'].map((email) =>
        t.client().post('/api/users/confirmation', { user: { email } }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      expect(answer.text).toBe('');
    }
    const second = linkParam(await latestEmail(client, 'waiting@gmail.com', 'confirmation'), 'confirmation_token');
    expect(second).not.toBe(first);
    const sent = await t.db.query<{ recipient: string }>(
      "select recipient from email_outbox where kind = 'confirmation' and recipient in ($1, $2)",
      ['ghost@gmail.com', 'eur@casino.test'],
    );
    expect(sent).toEqual([]);
  });

  it('refuses a blank or malformed address to resend with 422', async () => {
    const blank = await t.client().post('/api/users/confirmation', { user: { email: '' } });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({ errors: { email: ["can't be blank"] } });
    const malformed = await t.client().post('/api/users/confirmation', { user: { email: 'ghost@' } });
    expect(malformed.body).toEqual({ errors: { email: ['is not a valid email address'] } });
  });

  it('limits resends per address to 5 an hour with 429 and Retry-After', async () => {
    const resend = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/confirmation',
        remoteAddress,
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        payload: JSON.stringify({ user: { email: 'ghost@gmail.com' } }),
      });
    expect(t.config.emailRequestsPerAddress).toBe(5);
    for (let i = 0; i < t.config.emailRequestsPerAddress; i++)
      expect((await resend('192.0.2.80')).statusCode).toBe(201);
    const throttled = await resend('192.0.2.80');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe(String(ADDRESS_LIMIT_WINDOW_MS / 1000));
    expect(throttled.json()).toEqual({
      errors: { base: ['Too many requests from your address. Try again in 60 minutes.'] },
    });
    expect((await resend('192.0.2.81')).statusCode).toBe(201);
    t.clock.advance(ADDRESS_LIMIT_WINDOW_MS);
    expect((await resend('192.0.2.80')).statusCode).toBe(201);
  });
});
