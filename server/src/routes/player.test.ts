import { PlayerSettings, Profile, SessionUser, Subscriptions } from '@casino/sdk/contract';
import { verifyConnectionToken } from '../realtime/connection-token';
import { GROUP, LEVEL } from '../seed/groups';
import { createTestApp, type TestApp } from '../testing/test-app';
import { databaseFingerprint } from '../testing/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PLAYER_ENDPOINTS: [method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown][] = [
  ['GET', '/api/player'],
  ['PATCH', '/api/player', { user: { city: 'Oslo' } }],
  ['PATCH', '/api/player/update_locale', { locale: 'de' }],
  ['GET', '/api/player/accounts'],
  ['POST', '/api/player/accounts', { currency: 'EUR' }],
  ['GET', '/api/player/settings'],
  ['GET', '/api/subscriptions'],
  ['PUT', '/api/subscriptions', { receive_promos: true }],
  ['POST', '/api/player/groups', { groups: { add: [GROUP.chatEven] } }],
];

describe('player endpoints', () => {
  it.each(PLAYER_ENDPOINTS)('%s %s answers 401 "You need to sign in" without a session', async (method, url, body) => {
    const response = await t.client().request(method, url, body);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ errors: { base: ['You need to sign in'] } });
  });
});

describe('GET /api/player', () => {
  it('answers the full profile of the signed-in player', async () => {
    const client = t.client();
    await client.signIn('eur@casino.test');
    const profile = Profile.parse((await client.get('/api/player')).body);
    expect(profile).toMatchObject({
      email: 'eur@casino.test',
      currency: 'EUR',
      language: 'de',
      first_name: 'Lena',
      country: 'DE',
      date_of_birth: '1990-04-12',
      license_name: 'CW',
      two_factor_enabled: false,
      auth_fields_missed: [],
      statuses: [{ id: LEVEL.silver, name: 'Silver' }],
    });
    expect(profile.confirmed_at).not.toBeNull();
    expect(profile.current_sign_in_at).toBe(t.clock().toISOString());
  });
});

describe('PATCH /api/player', () => {
  it('changes the given fields with the spec rules and answers the new profile', async () => {
    const client = t.client();
    await client.signIn('nzd@casino.test');
    const response = await client.patch('/api/player', {
      user: { city: '  Auckland ', address: '1 Queen St', state: null, receive_sms_promos: true },
    });
    expect(response.status).toBe(200);
    expect(Profile.parse(response.body)).toMatchObject({
      city: 'Auckland',
      address: '1 Queen St',
      state: null,
      receive_sms_promos: true,
    });
  });

  it('refuses invalid values and once-set fields that are set, changing nothing', async () => {
    const client = t.client();
    await client.signIn('nzd@casino.test');
    const before = await databaseFingerprint(t.db);
    const response = await client.patch('/api/player', {
      user: {
        date_of_birth: '1999-01-01',
        first_name: 'R0b<b>',
        mobile_phone: '123',
        country: 'ZZ',
        gender: 'other',
        nickname: 'a-very-long-nickname',
        city: 'Fine City',
      },
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      errors: {
        date_of_birth: ["can't be changed once set"],
        first_name: ['may contain only letters, digits, spaces, dots and hyphens'],
        mobile_phone: ['must be at least 8 characters of digits, +, (, ), spaces or hyphens'],
        country: ['is not included in the list'],
        gender: ['is not included in the list'],
        nickname: ['must be 3 to 15 characters long'],
      },
    });
    expect((await client.patch('/api/player', { user: { city: 42 } })).body).toEqual({
      errors: { city: ['must be a string'] },
    });
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('lets a once-set field be set when empty, and kept at the same value', async () => {
    const client = t.client();
    await client.signIn('brl@casino.test');
    expect((await client.patch('/api/player', { user: { personal_id_number: '12345678901' } })).status).toBe(200);
    expect((await client.patch('/api/player', { user: { personal_id_number: '12345678901' } })).status).toBe(200);
    expect((await client.patch('/api/player', { user: { personal_id_number: '10987654321' } })).status).toBe(422);
  });
});

describe('PATCH /api/player/update_locale', () => {
  it('changes the language to a known locale only', async () => {
    const client = t.client();
    await client.signIn('usd@casino.test');
    expect((await client.patch('/api/player/update_locale', { locale: 'en-CA' })).status).toBe(204);
    expect((await client.get('/api/player')).body).toMatchObject({ language: 'en-CA' });
    const unknown = await client.patch('/api/player/update_locale', { locale: 'xx' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ errors: { locale: ['is not included in the list'] } });
  });
});

describe('GET /api/player/settings', () => {
  it('answers the realtime connection params and the games page size', async () => {
    const client = t.client();
    const { body } = await client.signIn('btc@casino.test');
    const settings = PlayerSettings.parse(
      (await client.get('/api/player/settings', { host: 'casino.test:8080' })).body,
    );
    const id = SessionUser.parse(body).id;
    expect(settings.games_page_size).toBe(40);
    expect(settings.cent).toMatchObject({
      user: String(id),
      timestamp: String(Math.floor(t.clock().getTime() / 1000)),
      url: 'ws://casino.test:8080/ws',
    });
    const [secret] = await t.db.query<{ value: string }>(`select value from server_secrets where name = 'realtime'`);
    expect(verifyConnectionToken(secret?.value ?? '', settings.cent, t.clock())).toBe(id);
  });
});

describe('/api/subscriptions', () => {
  it('reads and updates any subset of the flags', async () => {
    const client = t.client();
    await client.signIn('aud@casino.test');
    expect(Subscriptions.parse((await client.get('/api/subscriptions')).body)).toEqual({
      receive_promos: true,
      receive_sms_promos: false,
      receive_promos_via_phone_calls: false,
      agreed_to_partner_promotions: false,
    });
    const updated = await client.put('/api/subscriptions', {
      receive_promos: false,
      agreed_to_partner_promotions: true,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      receive_promos: false,
      receive_sms_promos: false,
      receive_promos_via_phone_calls: false,
      agreed_to_partner_promotions: true,
    });
    expect((await client.put('/api/subscriptions', { receive_promos: 'yes' })).status).toBe(422);
  });
});

describe('POST /api/player/groups', () => {
  it('adds and removes the groups a player may change', async () => {
    const client = t.client();
    await client.signIn('cad@casino.test');
    const added = await client.post('/api/player/groups', {
      groups: { add: [GROUP.chatEven, String(GROUP.providerPopupShown)] },
    });
    expect(added.status).toBe(204);
    expect(Profile.parse((await client.get('/api/player')).body).statuses.map((s) => s.id)).toEqual([
      LEVEL.bronze,
      GROUP.chatEven,
      GROUP.providerPopupShown,
    ]);
    expect((await client.post('/api/player/groups', { groups: { remove: [GROUP.chatEven] } })).status).toBe(204);
    expect(Profile.parse((await client.get('/api/player')).body).statuses.map((s) => s.id)).toEqual([
      LEVEL.bronze,
      GROUP.providerPopupShown,
    ]);
  });

  it('refuses levels, platform groups, unknown ids and junk, changing nothing', async () => {
    const client = t.client();
    await client.signIn('cad@casino.test');
    const before = await databaseFingerprint(t.db);
    const refused = await client.post('/api/player/groups', { groups: { add: [GROUP.tester, LEVEL.diamond, 99999] } });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ errors: { groups: ['cannot be changed by the player: 21, 759, 99999'] } });
    expect((await client.post('/api/player/groups', { groups: { add: ['1.5'] } })).status).toBe(422);
    expect((await client.post('/api/player/groups', { groups: { remove: [-1] } })).status).toBe(422);
    expect((await client.post('/api/player/groups', { groups: [] })).status).toBe(422);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });
});
