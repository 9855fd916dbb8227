import { ADDRESS_LIMIT_WINDOW_MS } from '../auth/address-limits';
import { PASSWORD_RESET_TOKENS } from '../auth/emailed-tokens';
import { latestEmail, linkParam } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { databaseFingerprint } from '../testing/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('password reset by email', () => {
  it('emails a reset link, sets the new password with its token once, and ends every session', async () => {
    const signedIn = t.client();
    await signedIn.signIn('gbp@casino.test');
    const client = t.client();
    const request = await client.post('/api/users/password', { user: { email: 'GBP@casino.test' } });
    expect(request.status).toBe(201);
    expect(request.text).toBe('');
    const email = await latestEmail(client, 'gbp@casino.test', 'reset_password');
    expect(email?.links[0]).toMatch(/^http:\/\/localhost(:\d+)?\/new-password\?reset_password_token=/);
    const token = linkParam(email, 'reset_password_token');

    const reset = await client.put('/api/users/password', {
      user: { reset_password_token: token, password: 'NewSecret9', password_confirmation: 'NewSecret9' },
    });
    expect(reset.status).toBe(204);
    expect((await signedIn.get('/api/player')).status).toBe(401);
    expect(
      (await t.client().post('/api/users/sign_in', { user: { email: 'gbp@casino.test', password: 'Password123' } }))
        .status,
    ).toBe(422);
    await t.client().signIn('gbp@casino.test', 'NewSecret9');

    const reuse = await client.put('/api/users/password', {
      user: { reset_password_token: token, password: 'Another99', password_confirmation: 'Another99' },
    });
    expect(reuse.status).toBe(422);
    expect(reuse.body).toEqual({ errors: { reset_password_token: ['is invalid or has expired'] } });
  });

  it('answers 201 for an unknown address and sends nothing but the count of the request', async () => {
    const { address_requests: _counts, ...before } = await databaseFingerprint(t.db);
    expect((await t.client().post('/api/users/password', { user: { email: 'ghost@casino.test' } })).status).toBe(201);
    const { address_requests: _countsAfter, ...after } = await databaseFingerprint(t.db);
    expect(after).toEqual(before);
  });

  it('refuses a blank or malformed address with 422', async () => {
    const blank = await t.client().post('/api/users/password', { user: { email: ' ' } });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({ errors: { email: ["can't be blank"] } });
    const malformed = await t.client().post('/api/users/password', { user: { email: 'ghost' } });
    expect(malformed.body).toEqual({ errors: { email: ['is not a valid email address'] } });
  });

  it('limits reset requests per address to 5 an hour with 429 and Retry-After', async () => {
    expect(t.config.emailRequestsPerAddress).toBe(5);
    const request = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/password',
        remoteAddress,
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        payload: JSON.stringify({ user: { email: 'btc@casino.test' } }),
      });
    for (let i = 0; i < t.config.emailRequestsPerAddress; i++)
      expect((await request('192.0.2.70')).statusCode).toBe(201);
    const throttled = await request('192.0.2.70');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe(String(ADDRESS_LIMIT_WINDOW_MS / 1000));
    expect(throttled.json()).toEqual({
      errors: { base: ['Too many requests from your address. Try again in 60 minutes.'] },
    });
    expect((await request('192.0.2.71')).statusCode).toBe(201);
    t.clock.advance(ADDRESS_LIMIT_WINDOW_MS);
    expect((await request('192.0.2.70')).statusCode).toBe(201);
  });

  it('refuses an expired token, a weak password or a mismatch, changing nothing', async () => {
    const client = t.client();
    await client.post('/api/users/password', { user: { email: 'nok@casino.test' } });
    const token = linkParam(await latestEmail(client, 'nok@casino.test', 'reset_password'), 'reset_password_token');
    const before = await databaseFingerprint(t.db);
    const weak = await client.put('/api/users/password', {
      user: { reset_password_token: token, password: 'password', password_confirmation: 'different' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body).toEqual({
      errors: {
        password: [expect.stringMatching(/letters, digits/)],
        password_confirmation: ["doesn't match the password"],
      },
    });
    t.clock.advance(PASSWORD_RESET_TOKENS.lifetimeMs);
    const late = await client.put('/api/users/password', {
      user: { reset_password_token: token, password: 'NewSecret9', password_confirmation: 'NewSecret9' },
    });
    expect(late.status).toBe(422);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });
});

describe('PUT /api/users (change password)', () => {
  it('needs a session', async () => {
    const response = await t.client().put('/api/users', {
      user: { current_password: 'Password123', password: 'NewSecret9', password_confirmation: 'NewSecret9' },
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ errors: { base: ['You need to sign in'] } });
  });

  it('checks the current password, then changes it and ends the other sessions only', async () => {
    const other = t.client();
    await other.signIn('cad@casino.test');
    const client = t.client();
    await client.signIn('cad@casino.test');
    const wrong = await client.put('/api/users', {
      user: { current_password: 'Nope12345', password: 'NewSecret9', password_confirmation: 'NewSecret9' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ errors: { current_password: ['is invalid'] } });
    const changed = await client.put('/api/users', {
      user: { current_password: 'Password123', password: 'NewSecret9', password_confirmation: 'NewSecret9' },
    });
    expect(changed.status).toBe(204);
    expect((await client.get('/api/player')).status).toBe(200);
    expect((await other.get('/api/player')).status).toBe(401);
    await t.client().signIn('cad@casino.test', 'NewSecret9');
  });
});
