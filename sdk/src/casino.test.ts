import { memoryStorage } from '../test/memory-storage';
import { startNetworkGate } from '../test/network-gate';
import { startTestPlatform, type TestPlatform } from '../test/platform';
import { createCasino, LOCALE_STORAGE_KEY } from './casino';
import { NetworkError } from './errors';
import type { StorageLike } from './storage';

let platform: TestPlatform;

beforeEach(async () => {
  platform = await startTestPlatform();
});
afterEach(() => platform.close());

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
    const casino = createCasino({ baseUrl: platform.url, retryDelay: () => 0 });
    const first = casino.start();
    const second = casino.start();
    expect(second).toBe(first);
    await Promise.all([first, second, casino.start()]);
    expect(platform.seen('GET', '/api/info/currencies')).toHaveLength(1);
    expect(platform.seen('GET', '/api/player')).toHaveLength(1);
    expect(casino.state.currencies.value.map((c) => c.code)).toEqual(['EUR', 'BTC']);
    expect(casino.state.countries.value).toHaveLength(2);
    expect(casino.state.locales.value[0]?.code).toBe('en');
    expect(casino.state.playerFields.value?.contexts.registration).toEqual(['nickname']);
    expect(casino.state.project.value?.license).toBe('EE');
    expect(casino.state.currentIp.value?.country_code).toBe('DE');
    expect(casino.state.loginState.value).toBe('anonymous');
    expect(platform.seen('GET', '/api/player/accounts')).toHaveLength(0);
  });

  it('start() fails while the platform is down and starts again once it is up', async () => {
    platform.signedIn = platform.users[0] ?? null;
    const gate = await startNetworkGate(platform.url);
    try {
      const casino = createCasino({ baseUrl: gate.url, retries: 1, retryDelay: () => 0 });
      const failed = casino.start();
      expect(casino.start()).toBe(failed);
      await expect(failed).rejects.toBeInstanceOf(NetworkError);
      expect(platform.seen('GET', '/api/player')).toHaveLength(0);
      expect(casino.state.loginState.value).toBe('anonymous');

      gate.up();
      const again = casino.start();
      expect(again).not.toBe(failed);
      await again;
      expect(casino.start()).toBe(again);
      expect(platform.seen('GET', '/api/player')).toHaveLength(1);
      expect(casino.state.loginState.value).toBe('logged');
      expect(casino.state.balance.value?.totalCents).toBe(15_000);
      expect(casino.state.currencies.value.map((c) => c.code)).toEqual(['EUR', 'BTC']);
    } finally {
      await gate.close();
    }
  });

  it('start() fails on a 5xx of the profile, and keeps working when only an info load fails', async () => {
    platform.failing.add('/api/player');
    const casino = createCasino({ baseUrl: platform.url, retryDelay: () => 0 });
    await expect(casino.start()).rejects.toMatchObject({ status: 500 });
    platform.failing.delete('/api/player');
    await casino.start();
    expect(casino.state.loginState.value).toBe('anonymous');
    expect(platform.seen('GET', '/api/player')).toHaveLength(2);
  });

  it('start() loads the accounts of a player with a session', async () => {
    platform.signedIn = platform.users[0] ?? null;
    const casino = createCasino({ baseUrl: platform.url, retryDelay: () => 0 });
    await casino.start();
    expect(casino.state.loginState.value).toBe('logged');
    expect(casino.state.balance.value?.totalCents).toBe(15_000);
  });

  it('logs each failed info load and keeps its empty value', async () => {
    platform.failing.add('/api/info/currencies');
    platform.failing.add('/api/info/project');
    const casino = createCasino({ baseUrl: platform.url, retryDelay: () => 0 });
    const paths: string[] = [];
    casino.events.on('request-error', ({ path }) => paths.push(path));
    await casino.start();
    expect(paths.sort()).toEqual(['/api/info/currencies', '/api/info/project']);
    expect(casino.state.currencies.value).toEqual([]);
    expect(casino.state.project.value).toBeNull();
    expect(casino.state.countries.value).toHaveLength(2);
  });

  it('gives consumers read-only signals', () => {
    const casino = createCasino();
    expect(() => {
      (casino.state.loginState as { value: string }).value = 'logged';
    }).toThrow();
    expect(casino.state.loginState.value).toBe('unknown');
  });

  it('computes restricted for guests of a 451 country only', async () => {
    platform.restrictedCountry = true;
    const casino = createCasino({ baseUrl: platform.url, retryDelay: () => 0 });
    await casino.start();
    expect(casino.state.restricted.value).toBe(true);
    platform.restrictedCountry = false;
    await casino.session.signIn('ann@example.com', 'Secret123');
    platform.restrictedCountry = true;
    expect(casino.state.restricted.value).toBe(false);
  });

  it("computes the licence from the player's licence, else the project's on its EE hosts", async () => {
    const onEeHost = createCasino({ baseUrl: platform.url, retryDelay: () => 0, host: 'casino.example.ee' });
    const elsewhere = createCasino({ baseUrl: platform.url, retryDelay: () => 0, host: 'casino.example.com' });
    expect(onEeHost.state.licence.value).toBe('CW');
    await Promise.all([onEeHost.start(), elsewhere.start()]);
    expect(onEeHost.state.licence.value).toBe('EE');
    expect(elsewhere.state.licence.value).toBe('CW');
    await onEeHost.session.signIn('ann@example.com', 'Secret123');
    expect(onEeHost.state.licence.value).toBe('CW');
  });
});

describe('locale', () => {
  it('starts from the stored choice and stores a new one', async () => {
    const local = memoryStorage({ [LOCALE_STORAGE_KEY]: 'de' });
    const casino = createCasino({ baseUrl: platform.url, storage: { local } });
    expect(casino.state.locale.value).toBe('de');
    const seen: string[] = [];
    casino.events.on('locale', ({ locale }) => seen.push(locale));
    await casino.setLocale('fr-CA');
    expect(casino.state.locale.value).toBe('fr-CA');
    expect(local.data.get(LOCALE_STORAGE_KEY)).toBe('fr-CA');
    expect(seen).toEqual(['fr-CA']);
    expect(platform.seen('PATCH', '/api/player/update_locale')).toHaveLength(0);
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
    const casino = createCasino({ baseUrl: platform.url, retryDelay: () => 0 });
    await casino.session.signIn('ann@example.com', 'Secret123');
    await casino.setLocale('no');
    expect(platform.seen('PATCH', '/api/player/update_locale')[0]?.body).toEqual({ locale: 'no' });
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
