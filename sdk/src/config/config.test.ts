import { memoryStorage } from '../../test/memory-storage';
import { FE_CONFIG_DEFAULTS } from '../contract/fe-config';
import { createFixtureCasino } from '../testing';
import { FIXTURE_FE_CONFIG } from '../testing/fe-config';
import { configOf } from './config-of';
import { createFeatureFlagOverrides, FEATURE_FLAG_STORAGE_KEY } from './feature-flags';

describe('configOf', () => {
  it('gives one resource per name, loaded once however many read it, parsed with the contract', async () => {
    const { casino, platform } = createFixtureCasino();
    const config = configOf(casino);
    expect(configOf(casino)).toBe(config);
    const betting = config.read('betting-config');
    expect(config.read('betting-config')).toBe(betting);
    expect(betting.data.value).toEqual(FE_CONFIG_DEFAULTS['betting-config']);
    await Promise.all([betting.ensure(), config.read('betting-config').ensure()]);
    expect(betting.data.value).toEqual(FIXTURE_FE_CONFIG['betting-config']);
    expect(platform.requests.filter((request) => request.route === 'feConfig')).toHaveLength(1);
    expect(platform.requests[0]?.path).toBe('/api/fe/config/betting-config');
  });

  it('keeps the default when the answer fails', async () => {
    const { casino } = createFixtureCasino({ failures: { feConfig: 500 } });
    const survey = configOf(casino).read('survey-config');
    await survey.ensure();
    expect(survey.status.value).toBe('error');
    expect(survey.data.value).toEqual(FE_CONFIG_DEFAULTS['survey-config']);
  });

  it("asks for the banners in the casino's locale and again when it changes", async () => {
    const { casino, platform } = createFixtureCasino();
    const banners = configOf(casino).read('banners-config');
    await banners.ensure();
    await casino.setLocale('de');
    await vi.waitFor(() =>
      expect(
        platform.requests
          .filter((request) => request.route === 'feConfig')
          .map((r) => r.headers.get('accept-language')),
      ).toEqual(['en', 'de']),
    );
  });
});

describe('feature-flag overrides', () => {
  it('keeps overrides in local storage and drops what is not a flag value', () => {
    const storage = memoryStorage();
    storage.setItem(FEATURE_FLAG_STORAGE_KEY, JSON.stringify({ 'pages-config.awards': false, junk: 'x' }));
    const overrides = createFeatureFlagOverrides(storage);
    expect(overrides.values.value).toEqual({ 'pages-config.awards': false });
    overrides.set('promotion-pages.rocket_chance', true);
    overrides.set('pages-config.awards', null);
    expect(JSON.parse(storage.getItem(FEATURE_FLAG_STORAGE_KEY) ?? '')).toEqual({
      'promotion-pages.rocket_chance': true,
    });
    expect(createFeatureFlagOverrides(storage).values.value).toEqual({ 'promotion-pages.rocket_chance': true });
    overrides.clear();
    expect(createFeatureFlagOverrides(storage).values.value).toEqual({});
  });

  it('reads a broken stored value as no overrides', () => {
    const storage = memoryStorage();
    storage.setItem(FEATURE_FLAG_STORAGE_KEY, '{not json');
    expect(createFeatureFlagOverrides(storage).values.value).toEqual({});
  });
});
