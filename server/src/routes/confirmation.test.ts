import { Profile } from '@casino/sdk/contract';
import { CONFIRMATION_TOKEN_MS } from '../auth/confirmation-tokens';
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
    t.clock.advance(CONFIRMATION_TOKEN_MS);
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

  it('answers 422 with an email error to resend for an unknown or already confirmed address', async () => {
    const unknown = await t.client().post('/api/users/confirmation', { user: { email: 'ghost@gmail.com' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ errors: { email: ['not found'] } });
    const confirmed = await t.client().post('/api/users/confirmation', { user: { email: 'eur@casino.test' } });
    expect(confirmed.status).toBe(422);
    expect(confirmed.body).toEqual({ errors: { email: ['was already confirmed, please try signing in'] } });
  });
});
