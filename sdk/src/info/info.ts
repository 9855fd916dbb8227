import type { Messages } from '../contract/info';
import { coreAnswer } from '../core-answer';
import type { CasinoEmitter } from '../events';
import type { AnswerSchema, HttpClient, Schema, SchemaOutput } from '../http/client';
import type { CasinoStateWriter } from '../state/store';

/** Platform information (GET /api/info/*, /api/current_ip) and server translation overrides. */
export interface InfoModule {
  /** Loads currencies, countries, locales, player fields, project and current IP; each failure is logged and leaves its empty value. */
  load(): Promise<void>;
  /** Server translation overrides of a locale (GET /messages/{lang}.json); `{}` when the load fails (logged). */
  messages(locale: string): Promise<Messages>;
}

/** What the info module needs from the casino. */
export interface InfoDependencies {
  http: HttpClient;
  events: CasinoEmitter;
  write: CasinoStateWriter;
  /** Current time in ms, for the 5-minute cache-buster of messages. Defaults to `Date.now`. */
  now?: () => number;
}

/** GET path of the currencies the platform knows. */
export const CURRENCIES_PATH = '/api/info/currencies';
/** GET path of the project's settings (licence, embed origins, page sizes). */
export const PROJECT_PATH = '/api/info/project';

/** Messages cache-buster period: 5 minutes (api-facts §8). */
export const MESSAGES_CACHE_MS = 300_000;

/** Creates the info module. */
export function createInfo(deps: InfoDependencies): InfoModule {
  const { http, events, write } = deps;
  const now = deps.now ?? Date.now;

  async function loadInto<S extends Schema>(
    path: string,
    schema: AnswerSchema<S>,
    store: (value: SchemaOutput<S>) => void,
  ) {
    try {
      store(await http.get(path, schema));
    } catch (error) {
      events.emit('request-error', { path, error });
    }
  }

  return {
    async load() {
      await Promise.all([
        loadInto(CURRENCIES_PATH, coreAnswer('CurrencyList'), (value) => {
          write.currencies.value = value;
        }),
        loadInto('/api/info/countries', coreAnswer('CountryList'), (value) => {
          write.countries.value = value;
        }),
        loadInto('/api/info/locales', coreAnswer('LocaleList'), (value) => {
          write.locales.value = value;
        }),
        loadInto('/api/info/player_fields', coreAnswer('PlayerFields'), (value) => {
          write.playerFields.value = value;
        }),
        loadInto(PROJECT_PATH, coreAnswer('Project'), (value) => {
          write.project.value = value;
        }),
        loadInto('/api/current_ip', coreAnswer('CurrentIp'), (value) => {
          write.currentIp.value = value;
        }),
      ]);
    },
    async messages(locale) {
      const path = `/messages/${encodeURIComponent(locale)}.json`;
      try {
        return await http.get(path, coreAnswer('Messages'), { query: { t: Math.floor(now() / MESSAGES_CACHE_MS) } });
      } catch (error) {
        events.emit('request-error', { path, error });
        return {};
      }
    },
  };
}
