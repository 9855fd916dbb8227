import { BannersConfig, BettingConfig, FE_CONFIG_DEFAULTS, FE_CONFIG_NAMES, SurveyConfig } from '@casino/sdk/contract';
import { readConfig, writeConfig } from '../fe-config/config-store';
import { HttpError } from '../http/http-error';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/fe/config/{name}', () => {
  it('answers every configuration of the contract, parsed by its schema, cacheable for a minute', async () => {
    for (const name of FE_CONFIG_NAMES) {
      const answer = await t.client().get(`/api/fe/config/${name}`);
      expect(answer.status, name).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=60');
    }
  });

  it('answers the seeded betting site with its check, and the survey off', async () => {
    const betting = BettingConfig.parse((await t.client().get('/api/fe/config/betting-config')).body);
    expect(betting.betting_check).toBe(true);
    expect(new URL(betting.betting_link ?? '').hostname).toMatch(/^bet\./);
    const survey = SurveyConfig.parse((await t.client().get('/api/fe/config/survey-config')).body);
    expect(survey.is_enable_widget).toBe(false);
  });

  it('answers the default of a name without a row', async () => {
    expect((await t.client().get('/api/fe/config/modify-gifts-config')).body).toEqual(
      FE_CONFIG_DEFAULTS['modify-gifts-config'],
    );
  });

  it('is 404 {errors} for a name that is not a configuration, and the named calls keep their routes', async () => {
    const unknown = await t.client().get('/api/fe/config/no-such-config');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errors: { name: ['there is no configuration no-such-config'] } });
    expect((await t.client().get('/api/fe/config/banners')).status).toBe(404);
    expect((await t.client().get('/api/fe/config/disabled-bonuses')).body).toHaveProperty('group_keys');
  });

  it('answers the banners in the locale of Accept-Language, English when it has no text in it', async () => {
    const german = BannersConfig.parse(
      (await t.client().get('/api/fe/config/banners-config', { 'accept-language': 'de-AT,de;q=0.9' })).body,
    );
    expect(german.locale).toBe('de');
    expect(german.banners.length).toBeGreaterThanOrEqual(3);
    expect(german.banners.find((banner) => banner.id === 'welcome-pack')?.title.text).toMatch(/^Willkommenspaket/);
    const italian = await t.client().get('/api/fe/config/banners-config', { 'accept-language': 'it' });
    expect(String(italian.headers.vary)).toContain('Accept-Language');
    const banners = BannersConfig.parse(italian.body);
    expect(banners.locale).toBe('it');
    expect(banners.banners.find((banner) => banner.id === 'welcome-pack')?.title.text).toMatch(/^Welcome pack/);
    expect(banners.banners.every((banner) => banner.image.startsWith('/games/art/'))).toBe(true);
  });
});

describe('the configuration store', () => {
  it('refuses a value its schema refuses, naming the field, and writes nothing', async () => {
    const before = await readConfig(t.db, 'betting-config', () => {});
    const refused = await writeConfig(
      t.db,
      'betting-config',
      { betting_link: 'not a url', betting_check: true },
      t.clock(),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).errors).toHaveProperty('betting_link');
    expect(await readConfig(t.db, 'betting-config', () => {})).toEqual(before);
  });

  it('answers the default and reports a stored row that no longer follows its schema', async () => {
    await t.db.query(
      `insert into fe_config (key, value, updated_at) values ('logo-config', '{"desktop": 3}'::jsonb, now())
       on conflict (key) do update set value = excluded.value`,
    );
    const reported: string[] = [];
    expect(await readConfig(t.db, 'logo-config', (key) => reported.push(key))).toEqual(
      FE_CONFIG_DEFAULTS['logo-config'],
    );
    expect(reported).toEqual(['logo-config']);
    const answer = await t.client().get('/api/fe/config/logo-config');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(FE_CONFIG_DEFAULTS['logo-config']);
    await t.db.query(`delete from fe_config where key = 'logo-config'`);
  });

  it('is written through the dev endpoint with a 422 for a bad value, and reset to its default', async () => {
    const client = t.client();
    const bad = await client.put('/dev/fe-config/pages-config', { promotions: 'off' });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ errors: { promotions: [expect.any(String)] } });
    expect((await client.put('/dev/fe-config/pages-config', { promotions: false })).status).toBe(200);
    expect((await client.get('/api/fe/config/pages-config')).body).toEqual({ promotions: false });
    expect((await client.delete('/dev/fe-config/pages-config')).status).toBe(204);
    expect((await client.get('/api/fe/config/pages-config')).body).toEqual({});
    expect((await client.put('/dev/fe-config/nothing', {})).status).toBe(404);
  });
});
