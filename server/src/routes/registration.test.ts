import { ErrorBody, Profile, SessionUser } from '@casino/sdk/contract';
import { ADDRESS_LIMIT_WINDOW_MS } from '../auth/address-limits';
import { Mailbox } from '../mail/mailbox';
import { LEVEL } from '../seed/groups';
import { createTestApp, type TestApp } from '../testing/test-app';
import { databaseFingerprint } from '../testing/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ eeHosts: ['casino.ee'] });
});
afterAll(() => t.close());

let serial = 0;
function form(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    email: `new.player${serial}@gmail.com`,
    password: 'Secret123',
    currency: 'CAD',
    country: 'CA',
    terms_acceptance: true,
    nickname: `player${serial}`,
    date_of_birth: '1990-05-17',
    mobile_phone: '+1 416 555 0101',
    receive_promos: true,
    ...overrides,
  };
}

/** Registers from `remoteAddress` (the per-address limit counts by it). */
function registerFrom(remoteAddress: string, user: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users',
    remoteAddress,
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', 'x-country-code': 'CA' },
    payload: JSON.stringify({ user }),
  });
}

describe('POST /api/users', () => {
  it('registers, signs in, opens the wallet, puts the player on Bronze and emails a confirmation link', async () => {
    const client = t.client({ 'accept-language': 'fr-CA,fr;q=0.9' });
    const user = form({ email: `  Mixed.Case${serial + 1}@gmail.com ` });
    const response = await client.post('/api/users', { user });
    expect(response.status).toBe(201);
    const sessionUser = SessionUser.parse(response.body);
    expect(sessionUser).toMatchObject({
      email: user.email.trim(),
      currency: 'CAD',
      country: 'CA',
      locale: 'fr-CA',
      nick_name: user.nickname,
      license_name: 'CW',
      level: { id: LEVEL.bronze, name: 'Bronze' },
      vip: false,
      manager: null,
    });
    const profile = Profile.parse((await client.get('/api/player')).body);
    expect(profile).toMatchObject({ confirmed_at: null, receive_promos: true, auth_fields_missed: [] });
    expect((await client.get('/api/player/accounts')).body).toEqual([
      expect.objectContaining({ currency: 'CAD', amount_cents: 0, active: true }),
    ]);
    const mail = Mailbox.parse((await client.get('/dev/mailbox.json')).body).emails[0];
    expect(mail).toMatchObject({ recipient: user.email.trim(), kind: 'confirmation' });
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost(:\d+)?\/confirmation\?confirmation_token=[\w-]{43}$/);
  });

  it('answers the spec validation messages by field', async () => {
    const response = await t.client().post('/api/users', {
      user: form({
        email: 'not-an-email',
        password: 'short',
        nickname: 'ab',
        date_of_birth: '2015-01-01',
        mobile_phone: '12',
        terms_acceptance: false,
        password_confirmation: 'other',
      }),
    });
    expect(response.status).toBe(422);
    expect(ErrorBody.parse(response.body).errors).toEqual({
      email: ['is not a valid email address'],
      password: ['must be 8 to 128 characters long'],
      nickname: ['must be 3 to 15 characters long'],
      date_of_birth: ['you are too young to play'],
      mobile_phone: ['must be at least 8 characters of digits, +, (, ), spaces or hyphens'],
      password_confirmation: ["doesn't match the password"],
      terms_acceptance: ['must be accepted'],
    });
  });

  it('asks for the fields of the registration context', async () => {
    const { nickname: _n, date_of_birth: _d, mobile_phone: _m, ...withoutContext } = form();
    const response = await t.client().post('/api/users', { user: withoutContext });
    expect(response.status).toBe(422);
    expect(ErrorBody.parse(response.body).errors).toEqual({
      nickname: ["can't be blank"],
      date_of_birth: ["can't be blank"],
      mobile_phone: ["can't be blank"],
    });
  });

  it('checks optional fields that are given', async () => {
    const response = await t.client().post('/api/users', { user: form({ first_name: 'Ann<script>', gender: 'x' }) });
    expect(response.status).toBe(422);
    expect(ErrorBody.parse(response.body).errors).toEqual({
      first_name: ['may contain only letters, digits, spaces, dots and hyphens'],
      gender: ['is not included in the list'],
    });
  });

  it('refuses an unknown currency and country, and a taken email whatever its case once the rest is valid', async () => {
    const response = await t.client().post('/api/users', {
      user: form({ email: 'EUR@Casino.Test', currency: 'XXX', country: 'ZZ' }),
    });
    expect(response.status).toBe(422);
    expect(ErrorBody.parse(response.body).errors).toEqual({
      currency: ['is not included in the list'],
      country: ['is not included in the list'],
    });
    const taken = await t.client().post('/api/users', { user: form({ email: 'EUR@Casino.Test' }) });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({ errors: { email: ['has already been taken'] } });
  });

  it('names every bad field in one 422: a bad email along with blank and mistyped fields', async () => {
    const { currency: _currency, ...withoutCurrency } = form({
      email: 'not-an-email',
      nickname: 42,
      password: 'short',
    });
    const response = await t.client().post('/api/users', { user: withoutCurrency });
    expect(response.status).toBe(422);
    expect(ErrorBody.parse(response.body).errors).toEqual({
      email: ['is not a valid email address'],
      currency: ["can't be blank"],
      nickname: ['must be a string'],
      password: [expect.any(String)],
    });
  });

  it('limits registrations per address to 5 an hour, counting taken emails; a throttled one changes nothing', async () => {
    expect(t.config.registrationsPerAddress).toBe(5);
    const address = '192.0.2.60';
    expect((await registerFrom(address, form({ email: 'eur@casino.test' }))).statusCode).toBe(422);
    for (let i = 1; i < t.config.registrationsPerAddress; i++) {
      expect((await registerFrom(address, form())).statusCode).toBe(201);
    }
    const before = await databaseFingerprint(t.db);
    const throttled = await registerFrom(address, form());
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe(String(ADDRESS_LIMIT_WINDOW_MS / 1000));
    expect(throttled.json()).toEqual({
      errors: { base: ['Too many requests from your address. Try again in 60 minutes.'] },
    });
    expect(await databaseFingerprint(t.db)).toEqual(before);
    expect((await registerFrom('192.0.2.61', form())).statusCode).toBe(201);

    t.clock.advance(ADDRESS_LIMIT_WINDOW_MS);
    expect((await registerFrom(address, form())).statusCode).toBe(201);
  });

  it('answers 451 for a restricted country in the form or of the visitor', async () => {
    const restricted = { errors: { base: ['Registration restricted in your country'] } };
    const byForm = await t.client().post('/api/users', { user: form({ country: 'NL', currency: 'EUR' }) });
    expect(byForm.status).toBe(451);
    expect(byForm.body).toEqual(restricted);
    const byVisitor = await t.client({ 'x-country-code': 'ES' }).post('/api/users', { user: form() });
    expect(byVisitor.status).toBe(451);
    expect(byVisitor.body).toEqual(restricted);
  });

  it('asks 21+ on an EE host and registers the player under the EE licence', async () => {
    const twenty = form({ date_of_birth: '2005-06-01' });
    const refused = await t.client({ host: 'casino.ee' }).post('/api/users', { user: twenty });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ errors: { date_of_birth: ['you are too young to play'] } });
    expect((await t.client().post('/api/users', { user: twenty })).status).toBe(201);
    const adult = await t
      .client({ host: 'casino.ee' })
      .post('/api/users', { user: form({ date_of_birth: '2004-06-01' }) });
    expect(adult.status).toBe(201);
    expect(SessionUser.parse(adult.body).license_name).toBe('EE');
  });

  it('changes nothing when it refuses a request, but counts a try with a taken email against the address', async () => {
    const before = await databaseFingerprint(t.db);
    const refusals = [
      { user: form({ password: 'short' }) },
      { user: form({ email: 'eur@casino.test' }) },
      { user: form({ country: 'FR' }) },
      { user: { ...form(), terms_acceptance: 'yes' } },
      { user: [] },
      {},
    ];
    for (const body of refusals) {
      const response = await t.client().post('/api/users', body);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    const { address_requests: counted, ...after } = await databaseFingerprint(t.db);
    const { address_requests: _counted, ...unchanged } = before;
    expect(after).toEqual(unchanged);
    expect(counted).not.toBe(before.address_requests);
  });
});
