import { effect } from '@preact/signals-core';
import { memoryStorage } from '../test/memory-storage';
import { type CasinoOptions, createCasino, LOCALE_STORAGE_KEY } from './casino';
import { routePath } from './contract/routes';
import { NetworkError } from './errors';
import type { StorageLike } from './storage';
import {
  createFixturePlatform,
  FIXTURE_COUNTRIES,
  FIXTURE_CURRENCIES,
  FIXTURE_HOST,
  FIXTURE_ORIGIN,
  FIXTURE_PASSWORD,
  type FixturePlatformOptions,
  servePlatform,
} from './testing';

/** A casino on a fresh fixture platform; the platform's options say who is signed in and what fails. */
function fixture(options: FixturePlatformOptions = {}, casinoOptions: CasinoOptions = {}) {
  const platform = createFixturePlatform(options);
  const casino = createCasino({
    baseUrl: FIXTURE_ORIGIN,
    fetch: platform.fetch,
    retryDelay: () => 0,
    ...casinoOptions,
  });
  const asked = (route: string) => platform.requests.filter((request) => request.route === route);
  return { platform, casino, asked };
}

describe('createCasino', () => {
  it('resolves its options with the defaults of the agreed API', () => {
    const casino = createCasino();
    expect(casino.options).toEqual({ baseUrl: '', timeoutMs: 30_000, retries: 6 });
    expect(casino.state.locale.value).toBe('en');
    expect(casino.state.loginState.value).toBe('unknown');
    expect(casino.storage).toEqual({ local: null, session: null });
  });

  it('refuses an unknown locale with the list of locales', () => {
    expect(() => createCasino({ locale: 'xx' })).toThrow(/Unknown locale 'xx'.*en, de, en-AU/);
  });

  it('start() loads info and the profile once, however often it is called', async () => {
    const { casino, asked } = fixture();
    const first = casino.start();
    const second = casino.start();
    expect(second).toBe(first);
    await Promise.all([first, second, casino.start()]);
    expect(asked('player')).toHaveLength(1);
    expect(casino.state.countries.value).toEqual(FIXTURE_COUNTRIES);
    expect(casino.state.locales.value[0]?.code).toBe('en');
    expect(casino.state.playerFields.value?.contexts.registration).toContain('nickname');
    expect(casino.state.project.value?.license).toBe('CW');
    expect(casino.state.currentIp.value?.country_code).toBe('DE');
    expect(casino.state.loginState.value).toBe('anonymous');
    expect(asked('accounts')).toHaveLength(0);
    expect(asked('currencies')).toHaveLength(0);
  });

  it('loads the currencies once when something first watches them, and again after a failure', async () => {
    const failures: Record<string, number> = { currencies: 500 };
    const { casino, asked } = fixture({ failures });
    const paths: string[] = [];
    casino.events.on('request-error', ({ path }) => paths.push(path));
    await casino.start();
    expect(asked('currencies')).toHaveLength(0);

    let stop = effect(() => void casino.state.currencies.value);
    await vi.waitFor(() => expect(casino.info.currencies.status.value).toBe('error'));
    expect(paths).toEqual([routePath('currencies')]);
    expect(casino.state.currencies.value).toEqual([]);
    stop();

    delete failures.currencies;
    stop = effect(() => void casino.state.currencies.value);
    const second = effect(() => void casino.state.currencies.value);
    await vi.waitFor(() =>
      expect(casino.state.currencies.value.map((c) => c.code)).toEqual(FIXTURE_CURRENCIES.map((c) => c.code)),
    );
    stop();
    second();
    effect(() => void casino.state.currencies.value)();
    await casino.info.currencies.ensure();
    expect(asked('currencies')).toHaveLength(2);
  });

  it('start() fails while the platform is down and starts again once it is up', async () => {
    const platform = createFixturePlatform({ signedInAs: 'eur@casino.test' });
    const served = await servePlatform(platform, { up: false });
    try {
      const casino = createCasino({ baseUrl: served.url, retries: 1, retryDelay: () => 0 });
      const failed = casino.start();
      expect(casino.start()).toBe(failed);
      await expect(failed).rejects.toBeInstanceOf(NetworkError);
      expect(platform.requests).toHaveLength(0);
      expect(casino.state.loginState.value).toBe('anonymous');

      served.setUp(true);
      const again = casino.start();
      expect(again).not.toBe(failed);
      await again;
      expect(casino.start()).toBe(again);
      expect(platform.requests.filter((request) => request.route === 'player')).toHaveLength(1);
      expect(casino.state.loginState.value).toBe('logged');
      expect(casino.state.balance.value?.totalCents).toBe(125_050);
    } finally {
      await served.close();
    }
  });

  it('start() fails on a 5xx of the profile, and asks again when started again', async () => {
    const { casino, asked } = fixture({ failures: { player: 500 } });
    await expect(casino.start()).rejects.toMatchObject({ status: 500 });
    await expect(casino.start()).rejects.toMatchObject({ status: 500 });
    expect(asked('player')).toHaveLength(2);
    expect(casino.state.loginState.value).toBe('anonymous');
  });

  it('start() loads the accounts of a player with a session', async () => {
    const { casino } = fixture({ signedInAs: 'eur@casino.test' });
    await casino.start();
    expect(casino.state.loginState.value).toBe('logged');
    expect(casino.state.balance.value?.totalCents).toBe(125_050);
  });

  it('logs each failed info load and keeps its empty value', async () => {
    const { casino } = fixture({ failures: { countries: 500, project: 500 } });
    const paths: string[] = [];
    casino.events.on('request-error', ({ path }) => paths.push(path));
    await casino.start();
    expect(paths.sort()).toEqual([routePath('countries'), routePath('project')]);
    expect(casino.state.countries.value).toEqual([]);
    expect(casino.state.project.value).toBeNull();
    expect(casino.state.locales.value[0]?.code).toBe('en');
  });

  it('gives consumers read-only signals', () => {
    const casino = createCasino();
    expect(() => {
      (casino.state.loginState as { value: string }).value = 'logged';
    }).toThrow();
    expect(casino.state.loginState.value).toBe('unknown');
  });

  it('computes restricted for guests of a 451 country only', async () => {
    const guest = fixture({ country: 'US' }).casino;
    await guest.start();
    expect(guest.state.restricted.value).toBe(true);
    const player = fixture({ country: 'US', signedInAs: 'eur@casino.test' }).casino;
    await player.start();
    expect(player.state.loginState.value).toBe('logged');
    expect(player.state.restricted.value).toBe(false);
  });

  it("computes the licence from the player's licence, else the project's on its EE hosts", async () => {
    const platform = createFixturePlatform({ licence: 'EE' });
    const casinoOn = (host: string) =>
      createCasino({ baseUrl: FIXTURE_ORIGIN, fetch: platform.fetch, retryDelay: () => 0, host });
    const onEeHost = casinoOn(FIXTURE_HOST);
    const elsewhere = casinoOn('casino.example.com');
    expect(onEeHost.state.licence.value).toBe('CW');
    await Promise.all([onEeHost.start(), elsewhere.start()]);
    expect(onEeHost.state.licence.value).toBe('EE');
    expect(elsewhere.state.licence.value).toBe('CW');
    await elsewhere.session.signIn('eur@casino.test', FIXTURE_PASSWORD);
    expect(elsewhere.state.licence.value).toBe('EE');
  });
});

describe('locale', () => {
  it('starts from the stored choice and stores a new one', async () => {
    const local = memoryStorage({ [LOCALE_STORAGE_KEY]: 'de' });
    const { casino, asked } = fixture({}, { storage: { local } });
    expect(casino.state.locale.value).toBe('de');
    const seen: string[] = [];
    casino.events.on('locale', ({ locale }) => seen.push(locale));
    await casino.setLocale('fr-CA');
    expect(casino.state.locale.value).toBe('fr-CA');
    expect(local.data.get(LOCALE_STORAGE_KEY)).toBe('fr-CA');
    expect(seen).toEqual(['fr-CA']);
    expect(asked('updateLocale')).toHaveLength(0);
  });

  it('ignores a stored value that is not a locale, and an explicit option wins', () => {
    expect(createCasino({ storage: { local: memoryStorage({ [LOCALE_STORAGE_KEY]: 'xx' }) } }).state.locale.value).toBe(
      'en',
    );
    expect(
      createCasino({ locale: 'it', storage: { local: memoryStorage({ [LOCALE_STORAGE_KEY]: 'de' }) } }).state.locale
        .value,
    ).toBe('it');
  });

  it('tells the platform when a signed-in player changes it', async () => {
    const { casino, asked } = fixture();
    await casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD);
    await casino.setLocale('no');
    expect(asked('updateLocale')[0]?.body).toEqual({ locale: 'no' });
    await expect(casino.setLocale('nb')).rejects.toThrow(/Unknown locale 'nb'/);
  });

  it('survives a storage that throws', async () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const casino = createCasino({ storage: { local: blocked } });
    expect(casino.state.locale.value).toBe('en');
    await casino.setLocale('et');
    expect(casino.state.locale.value).toBe('et');
  });
});
