import {
  CountryList,
  CurrencyList,
  CurrentIp,
  LocaleList,
  Messages,
  PlayerFields,
  Project,
  StatusList,
} from '@casino/sdk/contract';
import { COUNTRY_CURRENCIES } from '@casino/sdk/rules';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ eeHosts: ['casino.ee'], registrationAbTest: true });
});
afterAll(() => t.close());

describe('GET /api/info/*', () => {
  it('lists the currencies with their minor units, EUR as default, every balance a safe integer', async () => {
    const response = await t.client().get('/api/info/currencies');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const currencies = CurrencyList.parse(response.body);
    const byCode = Object.fromEntries(currencies.map((c) => [c.code, c]));
    expect(currencies).toHaveLength(22);
    expect(currencies.filter((c) => c.default).map((c) => c.code)).toEqual(['EUR']);
    expect(byCode.JPY).toMatchObject({ fiat: true, subunits_to_unit: 1 });
    expect(byCode.KZT).toMatchObject({ fiat: true, subunits_to_unit: 100 });
    expect(byCode.BTC).toMatchObject({ fiat: false, subunits_to_unit: 100_000_000 });
    expect(byCode.ETH).toMatchObject({ fiat: false, subunits_to_unit: 1_000_000_000 });
    expect(currencies.filter((c) => !c.fiat).map((c) => c.code)).toEqual([
      'BTC',
      'BCH',
      'ETH',
      'LTC',
      'DOG',
      'USDT',
      'USDC',
      'BNB',
      'ADA',
      'TRX',
    ]);
  });

  it('lists 40+ countries with the spec default currencies and the restricted ones', async () => {
    const countries = CountryList.parse((await t.client().get('/api/info/countries')).body);
    expect(countries.length).toBeGreaterThanOrEqual(40);
    const byCode = Object.fromEntries(countries.map((c) => [c.code, c]));
    for (const [code, currency] of Object.entries(COUNTRY_CURRENCIES)) {
      expect(byCode[code]?.default_currency).toBe(currency);
    }
    expect(
      countries
        .filter((c) => c.restricted)
        .map((c) => c.code)
        .sort(),
    ).toEqual(['ES', 'FR', 'IL', 'NL']);
  });

  it('lists the 10 locales, en first and default', async () => {
    const locales = LocaleList.parse((await t.client().get('/api/info/locales?ref_code=abc')).body);
    expect(locales.map((l) => l.code)).toEqual([
      'en',
      'de',
      'en-AU',
      'en-CA',
      'fr-CA',
      'en-NZ',
      'no',
      'it',
      'et',
      'en-KW',
    ]);
    expect(locales.filter((l) => l.default).map((l) => l.code)).toEqual(['en']);
    expect(locales.find((l) => l.code === 'de')).toMatchObject({ name: 'German', name_in_locale: 'Deutsch' });
  });

  it('lists the twelve levels in order with their groups, persistent comp point ranges and gifts', async () => {
    const statuses = StatusList.parse((await t.client().get('/api/info/statuses')).body);
    expect(statuses.map((s) => s.id)).toEqual(Array.from({ length: 12 }, (_, index) => `level_${index + 1}`));
    expect(statuses.map((s) => [s.name, s.group_id])).toEqual([
      ['Bronze I', 257],
      ['Bronze II', 257],
      ['Bronze III', 257],
      ['Rising star I', 1117],
      ['Rising star II', 1117],
      ['Silver I', 258],
      ['Silver II', 258],
      ['Gold I', 259],
      ['Gold II', 259],
      ['Platinum I', 255],
      ['Platinum II', 255],
      ['Diamond', 759],
    ]);
    const ranges = statuses.map((s) => s.conditions[0]?.persistent_comp_points);
    expect(ranges[0]).toMatchObject({ type: 'range', min: 0, max: 100, exclude_end: true });
    expect(ranges[11]).toMatchObject({ min: 100000, max: null });
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]?.min).toBe(ranges[i - 1]?.max);
    // each status group's range (core.md §3 level ids) is the union of its levels'
    const groups = await t.db.query<{ group_id: number; min: number; max: number | null }>(
      'select group_id, persistent_comp_points_min as min, persistent_comp_points_max as max from statuses',
    );
    for (const group of groups) {
      const own = statuses
        .filter((s) => s.group_id === group.group_id)
        .map((s) => s.conditions[0]?.persistent_comp_points);
      expect([own[0]?.min, own.at(-1)?.max]).toEqual([group.min, group.max]);
    }
    expect(statuses.every((s) => s.gift_descriptions.length > 0)).toBe(true);
  });

  it('lists the player fields and every context', async () => {
    const fields = PlayerFields.parse((await t.client().get('/api/info/player_fields')).body);
    expect(fields.contexts.registration).toEqual([
      'email',
      'password',
      'currency',
      'country',
      'nickname',
      'date_of_birth',
      'mobile_phone',
      'receive_promos',
      'terms_acceptance',
    ]);
    expect(Object.keys(fields.contexts.providers).sort()).toEqual(['authentic', 'evolution', 'netent', 'playngo']);
    expect(fields.contexts.payment_systems.card?.base.cashout).toContain('address');
    expect(fields.fields.find((f) => f.field === 'nickname')).toEqual({
      field: 'nickname',
      type: 'text',
      length: { minimum: 3, maximum: 15 },
    });
    expect(fields.fields.find((f) => f.field === 'date_of_birth')).toMatchObject({
      once_set: true,
      age: { min: { default: 18 } },
    });
    expect(fields.fields.find((f) => f.field === 'gender')?.inclusion).toEqual({ in: ['m', 'f'] });
  });

  it('describes the project: licence by host, embed origins, the A/B flag', async () => {
    const cw = Project.parse((await t.client().get('/api/info/project')).body);
    expect(cw).toMatchObject({
      license: 'CW',
      license_hosts: ['casino.ee'],
      registration_ab_test: true,
      embed_origins: ['http://localhost:8081', 'http://localhost:8082'],
      player_two_factor_auth: true,
    });
    const ee = Project.parse((await t.client().get('/api/info/project', { host: 'casino.ee' })).body);
    expect(ee.license).toBe('EE');
  });
});

describe('GET /api/current_ip', () => {
  it('takes a trusted X-Country-Code', async () => {
    const ip = CurrentIp.parse((await t.client({ 'x-country-code': 'au' }).get('/api/current_ip')).body);
    expect(ip).toMatchObject({ country_code: 'AU', default_currency: 'AUD', restricted: false });
    const fr = CurrentIp.parse((await t.client({ 'x-country-code': 'FR' }).get('/api/current_ip')).body);
    expect(fr).toMatchObject({ country_code: 'FR', default_currency: 'EUR', restricted: true });
  });

  it('uses the IP table otherwise: loopback is the default country, documentation ranges stand for markets', async () => {
    const local = CurrentIp.parse((await t.client().get('/api/current_ip')).body);
    expect(local).toEqual({
      ip: '127.0.0.1',
      country_code: 'CA',
      region_code: 'ON',
      default_currency: 'CAD',
      restricted: false,
    });
    const byRange = async (remoteAddress: string) =>
      CurrentIp.parse((await t.app.inject({ method: 'GET', url: '/api/current_ip', remoteAddress })).json());
    expect(await byRange('198.51.100.20')).toMatchObject({ country_code: 'FR', restricted: true });
    expect(await byRange('2001:db8::1')).toMatchObject({ country_code: 'GB', default_currency: 'GBP' });
    expect(await byRange('8.8.8.8')).toMatchObject({ country_code: 'CA', region_code: null });
  });

  it('ignores X-Country-Code unless the header is trusted', async () => {
    const strict = await createTestApp({ trustCountryHeader: false });
    try {
      const ip = CurrentIp.parse((await strict.client({ 'x-country-code': 'FR' }).get('/api/current_ip')).body);
      expect(ip.country_code).toBe('CA');
      const signIn = await strict
        .client({ 'x-country-code': 'FR' })
        .post('/api/users/sign_in', { user: { email: 'eur@casino.test', password: 'Password123' } });
      expect(signIn.status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('GET /messages/{lang}.json', () => {
  it('answers the overrides of a locale with cache headers and an ETag', async () => {
    const response = await t.client().get('/messages/de.json?t=5873412');
    expect(response.status).toBe(200);
    expect(Messages.parse(response.body)).toMatchObject({ 'site.brand': 'Aurora Casino' });
    expect(response.body).toHaveProperty('site.tagline', 'Slots, Live-Tische und wöchentliche Turniere');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(response.headers.etag);
    expect((await t.client().get('/messages/de.json', { 'if-none-match': etag })).status).toBe(304);
    expect((await t.client().get('/messages/en-KW.json')).body).toEqual({});
  });

  it('answers 404 with an errors body for an unknown locale or file', async () => {
    const unknown = await t.client().get('/messages/xx.json');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errors: { base: ['No translations for locale "xx"'] } });
    expect((await t.client().get('/messages/de.txt')).status).toBe(404);
  });
});

describe('POST /check-email', () => {
  it.each([
    ['player@gmail.com', 'IBIZA::VALID::WHITELISTED'],
    ['eur@casino.test', 'IBIZA::VALID::WHITELISTED'],
    ['anna@posteo.de', 'IBIZA::VALID::ACCEPTED_EMAIL'],
    ['not an email', 'IBIZA::INVALID::REJECTED_EMAIL'],
    ['x@bonus-hunters.net', 'IBIZA::INVALID::BLACKLISTED'],
    ['x@eu.bonus-hunters.net', 'IBIZA::INVALID::BLACKLISTED'],
    ['x@mailinator.com', 'IBIZA::RISKY::TEMPORARY'],
    ['someone@example.com', 'IBIZA::INVALID::INVALID_DOMAIN'],
    ['someone@shop.invalid', 'IBIZA::INVALID::INVALID_DOMAIN'],
    ['info@posteo.de', 'IBIZA::RISKY::NON_PERSONAL'],
  ])('grades %s as %s', async (email, verdict) => {
    const response = await t.client().post('/check-email', { email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ errors: { message: verdict } });
  });

  it('refuses a body without an email string', async () => {
    const response = await t.client().post('/check-email', { mail: 'x@y.z' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ errors: { email: ["can't be blank"] } });
  });
});
