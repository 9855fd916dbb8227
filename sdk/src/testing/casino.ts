import { type Casino, createCasino } from '../casino';
import { FIXTURE_HOST, FIXTURE_ORIGIN } from './data';
import { createFixturePlatform, type FixturePlatform, type FixturePlatformOptions } from './platform';

/** Options of {@link createFixtureCasino}: the platform's behaviour plus the casino's locale. */
export interface FixtureCasinoOptions extends FixturePlatformOptions {
  /** Locale of the casino. Defaults to `'en'`. */
  locale?: string;
}

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** A real casino from `createCasino` whose requests a fresh fixture platform answers; for stories and tests. */
export function createFixtureCasino(options: FixtureCasinoOptions = {}): { casino: Casino; platform: FixturePlatform } {
  const platform = createFixturePlatform(options);
  const casino = createCasino({
    baseUrl: FIXTURE_ORIGIN,
    host: FIXTURE_HOST,
    locale: options.locale ?? 'en',
    fetch: platform.fetch,
    retries: 0,
    storage: { local: memoryStorage(), session: memoryStorage() },
  });
  return { casino, platform };
}
