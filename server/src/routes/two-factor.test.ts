import { TwoFactorSecret } from '@casino/sdk/contract';
import { SIGN_IN_LIMITS } from '../auth/sign-in-limits';
import { base32Decode, totpCode, totpStep } from '../auth/totp';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { databaseFingerprint } from '../testing/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function code(secret: string, offsetSteps = 0): string {
  const key = base32Decode(secret);
  if (!key) throw new Error(`${secret} is not base32`);
  return totpCode(key, totpStep(t.clock()) + offsetSteps);
}

async function offer(client: TestClient) {
  const response = await client.get('/api/v2/player/two_factor');
  expect(response.status).toBe(200);
  return TwoFactorSecret.parse(response.body);
}

describe('/api/v2/player/two_factor', () => {
  it('answers 401 without a session', async () => {
    const client = t.client();
    expect((await client.get('/api/v2/player/two_factor')).status).toBe(401);
    expect(
      (await client.post('/api/v2/player/two_factor', { two_factor: { otp_secret: 'A', authentication_code: '1' } }))
        .status,
    ).toBe(401);
    expect(
      (await client.delete('/api/v2/player/two_factor', { two_factor: { authentication_code: '1' } })).status,
    ).toBe(401);
  });

  it('offers a 160-bit secret with its QR code, turns on with a current code, then answers 204', async () => {
    const client = t.client();
    await client.signIn('usd@casino.test');
    const offered = await offer(client);
    expect(base32Decode(offered.otp_secret)).toHaveLength(20);
    expect(offered.data).toMatch(/^data:image\/png;base64,/);
    const enabled = await client.post('/api/v2/player/two_factor', {
      two_factor: { otp_secret: offered.otp_secret, authentication_code: code(offered.otp_secret) },
    });
    expect(enabled.status).toBe(200);
    expect(TwoFactorSecret.parse(enabled.body).otp_secret).toBe(offered.otp_secret);
    expect((await client.get('/api/v2/player/two_factor')).status).toBe(204);
    expect((await client.get('/api/player')).body).toMatchObject({ two_factor_enabled: true });

    const signIn = t.client();
    const first = await signIn.post('/api/users/sign_in', {
      user: { email: 'usd@casino.test', password: 'Password123' },
    });
    expect(first.body).toMatchObject({ otp_required: true });
    t.clock.advance(30_000);
    expect((await signIn.post('/api/users/sign_in', { user: { otp_attempt: code(offered.otp_secret) } })).status).toBe(
      200,
    );

    t.clock.advance(30_000);
    const disabled = await client.delete('/api/v2/player/two_factor', {
      two_factor: { authentication_code: code(offered.otp_secret) },
    });
    expect(disabled.status).toBe(204);
    expect((await client.get('/api/player')).body).toMatchObject({ two_factor_enabled: false });
  });

  it('refuses a wrong code, a foreign secret or a second enable, changing nothing', async () => {
    const client = t.client();
    await client.signIn('aud@casino.test');
    const offered = await offer(client);
    const before = await databaseFingerprint(t.db);
    const wrong = await client.post('/api/v2/player/two_factor', {
      two_factor: { otp_secret: offered.otp_secret, authentication_code: code(offered.otp_secret, 3) },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ errors: { authentication_code: ['is invalid'] } });
    const short = await client.post('/api/v2/player/two_factor', {
      two_factor: { otp_secret: 'JBSWY3DPEHPK3PXP', authentication_code: code('JBSWY3DPEHPK3PXP') },
    });
    expect(short.status).toBe(422);
    expect(short.body).toEqual({ errors: { otp_secret: ['is invalid'] } });
    const noCode = await client.delete('/api/v2/player/two_factor', { two_factor: { authentication_code: '000000' } });
    expect(noCode.status).toBe(422);
    expect(await databaseFingerprint(t.db)).toEqual(before);

    await client.post('/api/v2/player/two_factor', {
      two_factor: { otp_secret: offered.otp_secret, authentication_code: code(offered.otp_secret) },
    });
    const again = await client.post('/api/v2/player/two_factor', {
      two_factor: { otp_secret: offered.otp_secret, authentication_code: code(offered.otp_secret, 1) },
    });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ errors: { base: ['Two-factor authentication is already on'] } });
    const replay = await client.delete('/api/v2/player/two_factor', {
      two_factor: { authentication_code: code(offered.otp_secret) },
    });
    expect(replay.status).toBe(422);
  });

  it('counts wrong codes to turn it off like wrong passwords: 429 after 5, sign-in throttled on that address too', async () => {
    const client = t.client();
    await client.signIn('nzd@casino.test');
    const offered = await offer(client);
    await client.post('/api/v2/player/two_factor', {
      two_factor: { otp_secret: offered.otp_secret, authentication_code: code(offered.otp_secret) },
    });
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) {
      const wrong = await client.delete('/api/v2/player/two_factor', {
        two_factor: { authentication_code: code(offered.otp_secret, 5 + i) },
      });
      expect(wrong.status).toBe(422);
    }
    t.clock.advance(30_000);
    const throttled = await client.delete('/api/v2/player/two_factor', {
      two_factor: { authentication_code: code(offered.otp_secret) },
    });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.body).toEqual({ errors: { base: [expect.stringMatching(/Too many failed sign-in attempts/)] } });
    expect((await client.get('/api/player')).body).toMatchObject({ two_factor_enabled: true });
    expect(
      (await t.client().post('/api/users/sign_in', { user: { email: 'nzd@casino.test', password: 'Password123' } }))
        .status,
    ).toBe(429);

    t.clock.advance(SIGN_IN_LIMITS.windowMs);
    const disabled = await client.delete('/api/v2/player/two_factor', {
      two_factor: { authentication_code: code(offered.otp_secret) },
    });
    expect(disabled.status).toBe(204);
  });
});
