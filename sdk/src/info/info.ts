import type { Messages } from '../contract/info';
import { routePath } from '../contract/routes';
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
        loadInto(routePath('currencies'), coreAnswer('CurrencyList'), (value) => {
          write.currencies.value = value;
        }),
        loadInto(routePath('countries'), coreAnswer('CountryList'), (value) => {
          write.countries.value = value;
        }),
        loadInto(routePath('locales'), coreAnswer('LocaleList'), (value) => {
          write.locales.value = value;
        }),
        loadInto(routePath('playerFields'), coreAnswer('PlayerFields'), (value) => {
          write.playerFields.value = value;
        }),
        loadInto(routePath('project'), coreAnswer('Project'), (value) => {
          write.project.value = value;
        }),
        loadInto(routePath('currentIp'), coreAnswer('CurrentIp'), (value) => {
          write.currentIp.value = value;
        }),
      ]);
    },
    async messages(locale) {
      const path = routePath('messages', { file: `${locale}.json` });
      try {
        return await http.get(path, coreAnswer('Messages'), { query: { t: Math.floor(now() / MESSAGES_CACHE_MS) } });
      } catch (error) {
        events.emit('request-error', { path, error });
        return {};
      }
    },
  };
}
