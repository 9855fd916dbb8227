import { ErrorBody, OtpRequiredBody, SessionUser } from '@casino/sdk/contract';
import { OTP_PENDING_MS, SESSION_IDLE_MS, SESSION_LIFETIME_MS } from '../auth/sessions';
import { SIGN_IN_LIMITS } from '../auth/sign-in-limits';
import { base32Decode, totpCode, totpStep } from '../auth/totp';
import { DEMO_TOTP_SECRET } from '../seed/demo-players';
import { GROUP, LEVEL } from '../seed/groups';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function otpNow(offsetSteps = 0): string {
  const key = base32Decode(DEMO_TOTP_SECRET);
  if (!key) throw new Error('demo secret is not base32');
  return totpCode(key, totpStep(t.clock()) + offsetSteps);
}

describe('POST /api/users/sign_in', () => {
  it('signs a player in, answers the session user and sets an HttpOnly SameSite=Lax cookie', async () => {
    const client = t.client();
    const response = await client.post('/api/users/sign_in', {
      user: { email: 'VIP@casino.test ', password: 'Password123' },
    });
    expect(response.status).toBe(200);
    const user = SessionUser.parse(response.body);
    expect(user).toMatchObject({
      email: 'vip@casino.test',
      currency: 'GBP',
      vip: true,
      level: { id: LEVEL.diamond, name: 'Diamond' },
    });
    expect(user.manager?.managerName).toBe('Daniel Brooks');
    expect(user.groups).toEqual(expect.arrayContaining([LEVEL.diamond, GROUP.liveChat]));
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^casino_session=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect((await client.get('/api/player')).status).toBe(200);
  });

  it('stores only the SHA-256 of the session token', async () => {
    const client = t.client();
    await client.signIn('usd@casino.test');
    const stored = await t.db.query('select 1 from sessions where token_hash = $1', [client.session]);
    expect(stored).toHaveLength(0);
  });

  it('marks the cookie Secure behind an HTTPS proxy when the proxy is trusted', async () => {
    const secure = await createTestApp({ trustProxy: true });
    try {
      const response = await secure.client({ 'x-forwarded-proto': 'https' }).signIn('cad@casino.test');
      expect(String(response.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });

  it('rotates the session id at sign-in: the old cookie stops working', async () => {
    const client = t.client();
    await client.signIn('eur@casino.test');
    const first = client.session;
    await client.signIn('eur@casino.test');
    expect(client.session).not.toBe(first);
    const stale = t.client();
    stale.session = first;
    expect((await stale.get('/api/player')).status).toBe(401);
    expect((await client.get('/api/player')).status).toBe(200);
  });

  it('refuses a wrong password or an unknown email with the same 422', async () => {
    const wrong = await t
      .client()
      .post('/api/users/sign_in', { user: { email: 'gbp@casino.test', password: 'Nope12345' } });
    const unknown = await t.client().post('/api/users/sign_in', {
      user: { email: 'nobody@casino.test', password: 'Password123' },
    });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(ErrorBody.parse(wrong.body)).toEqual({ errors: { base: ['Invalid email or password'] } });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('answers 451 to a guest of a restricted country, even with a right password', async () => {
    const response = await t
      .client({ 'x-country-code': 'FR' })
      .post('/api/users/sign_in', { user: { email: 'restricted@casino.test', password: 'Password123' } });
    expect(response.status).toBe(451);
    expect(response.body).toEqual({ errors: { base: ['Login not available in your country'] } });
  });

  it('lets the player of a restricted country sign in from an allowed one', async () => {
    await t.client({ 'x-country-code': 'CA' }).signIn('restricted@casino.test');
  });

  it('ends the session after an hour idle and after a day in all, not before', async () => {
    const client = t.client();
    await client.signIn('nzd@casino.test');
    t.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await client.get('/api/player')).status).toBe(200);
    t.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await client.get('/api/player')).status).toBe(200);
    t.clock.advance(SESSION_IDLE_MS);
    const idle = await client.get('/api/player');
    expect(idle.status).toBe(401);
    expect(client.session).toBeNull();

    const busy = t.client();
    await busy.signIn('nzd@casino.test');
    for (let elapsed = 0; elapsed < SESSION_LIFETIME_MS - SESSION_IDLE_MS; elapsed += SESSION_IDLE_MS / 2) {
      t.clock.advance(SESSION_IDLE_MS / 2);
      expect((await busy.get('/api/player')).status).toBe(200);
    }
    t.clock.advance(SESSION_IDLE_MS);
    expect((await busy.get('/api/player')).status).toBe(401);
  });
});

describe('DELETE /api/users/sign_out', () => {
  it('deletes the session and clears the cookie', async () => {
    const client = t.client();
    await client.signIn('aud@casino.test');
    const token = client.session;
    const response = await client.delete('/api/users/sign_out');
    expect(response.status).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/casino_session=;/);
    const replay = t.client();
    replay.session = token;
    expect((await replay.get('/api/player')).status).toBe(401);
  });

  it('answers 204 without a session too', async () => {
    expect((await t.client().delete('/api/users/sign_out')).status).toBe(204);
  });
});

describe('two-factor sign-in', () => {
  it('asks for the OTP after a right password, then signs in with a computed TOTP in a new session', async () => {
    const client = t.client();
    const first = await client.post('/api/users/sign_in', {
      user: { email: 'twofactor@casino.test', password: 'Password123' },
    });
    expect(first.status).toBe(422);
    expect(OtpRequiredBody.parse(first.body).otp_required).toBe(true);
    expect(first.body).toMatchObject({ errors: { otp_attempt: [expect.any(String)] } });
    const pending = client.session;
    expect(pending).not.toBeNull();
    expect((await client.get('/api/player')).status).toBe(401);

    const second = await client.post('/api/users/sign_in', { user: { otp_attempt: otpNow() } });
    expect(second.status).toBe(200);
    expect(SessionUser.parse(second.body).email).toBe('twofactor@casino.test');
    expect(client.session).not.toBe(pending);
    expect((await client.get('/api/player')).status).toBe(200);
  });

  it('refuses a wrong code, a replayed code and a code without the password step', async () => {
    const client = t.client();
    await client.post('/api/users/sign_in', { user: { email: 'twofactor@casino.test', password: 'Password123' } });
    const wrong = await client.post('/api/users/sign_in', { user: { otp_attempt: otpNow(5) } });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ errors: { otp_attempt: ['is invalid'] } });

    t.clock.advance(30_000);
    const code = otpNow();
    expect((await client.post('/api/users/sign_in', { user: { otp_attempt: code } })).status).toBe(200);
    const again = t.client();
    await again.post('/api/users/sign_in', { user: { email: 'twofactor@casino.test', password: 'Password123' } });
    expect((await again.post('/api/users/sign_in', { user: { otp_attempt: code } })).status).toBe(422);

    const cold = await t.client().post('/api/users/sign_in', { user: { otp_attempt: otpNow() } });
    expect(cold.status).toBe(422);
    expect(cold.body).toEqual({ errors: { otp_attempt: ['Sign in with your email and password first'] } });
  });

  it('lets only one of two requests racing with the same code sign in', async () => {
    const [a, b] = [t.client(), t.client()];
    for (const client of [a, b]) {
      await client.post('/api/users/sign_in', { user: { email: 'twofactor@casino.test', password: 'Password123' } });
    }
    t.clock.advance(90_000);
    const code = otpNow();
    const answers = await Promise.all(
      [a, b].map((client) => client.post('/api/users/sign_in', { user: { otp_attempt: code } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  });

  it('forgets the pending step after five minutes', async () => {
    const client = t.client();
    await client.post('/api/users/sign_in', { user: { email: 'twofactor@casino.test', password: 'Password123' } });
    t.clock.advance(OTP_PENDING_MS);
    const late = await client.post('/api/users/sign_in', { user: { otp_attempt: otpNow() } });
    expect(late.status).toBe(422);
  });
});

/** One password attempt from `remoteAddress`, answered with its status and `Retry-After`. */
async function signInFrom(remoteAddress: string, email: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/sign_in',
    remoteAddress,
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', 'x-country-code': 'CA' },
    payload: JSON.stringify({ user: { email, password } }),
  });
  return { status: response.statusCode, retryAfter: Number(response.headers['retry-after']), body: response.json() };
}

describe('sign-in rate limits', () => {
  it('throttles an account on the address that failed 5 times with 429 and Retry-After, then lets it in again', async () => {
    const attacker = '203.0.113.10';
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) {
      expect((await signInFrom(attacker, 'brl@casino.test', 'Wrong1234')).status).toBe(422);
    }
    const locked = await signInFrom(attacker, 'brl@casino.test', 'Password123');
    expect(locked.status).toBe(429);
    expect(ErrorBody.parse(locked.body).errors.base?.[0]).toMatch(/Too many failed sign-in attempts/);
    expect(locked.retryAfter).toBe(SIGN_IN_LIMITS.windowMs / 1000);

    t.clock.advance(SIGN_IN_LIMITS.windowMs);
    expect((await signInFrom(attacker, 'brl@casino.test', 'Password123')).status).toBe(200);
  });

  it("lets the owner in from another address while the attacker's address is throttled", async () => {
    const attacker = '203.0.113.11';
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) {
      await signInFrom(attacker, 'btc@casino.test', 'Wrong1234');
    }
    expect((await signInFrom(attacker, 'btc@casino.test', 'Password123')).status).toBe(429);
    expect((await signInFrom('198.51.100.20', 'btc@casino.test', 'Password123')).status).toBe(200);
    expect((await signInFrom(attacker, 'btc@casino.test', 'Password123')).status).toBe(429);
  });

  it('bounds guessing one account from many addresses, sparing the addresses it signed in from', async () => {
    const owner = '198.51.100.30';
    expect((await signInFrom(owner, 'tester@casino.test', 'Password123')).status).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      expect((await signInFrom(`203.0.113.${100 + i}`, 'tester@casino.test', 'Wrong1234')).status).toBe(422);
    }
    const spread = await signInFrom('203.0.113.200', 'tester@casino.test', 'Password123');
    expect(spread.status).toBe(429);
    expect(spread.retryAfter).toBeGreaterThan(0);
    expect((await signInFrom(owner, 'tester@casino.test', 'Password123')).status).toBe(200);

    t.clock.advance(SIGN_IN_LIMITS.windowMs);
    expect((await signInFrom('203.0.113.200', 'tester@casino.test', 'Password123')).status).toBe(200);
  });

  it('counts failures from one address across accounts, whatever the account', async () => {
    const remoteAddress = '203.0.113.77';
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
      expect((await signInFrom(remoteAddress, `someone${i}@casino.test`, 'Wrong1234')).status).toBe(422);
    }
    const blocked = await signInFrom(remoteAddress, 'nok@casino.test', 'Password123');
    expect(blocked.status).toBe(429);
    expect(blocked.retryAfter).toBeGreaterThan(0);
    expect((await signInFrom('198.51.100.77', 'nok@casino.test', 'Password123')).status).toBe(200);
  });
});
