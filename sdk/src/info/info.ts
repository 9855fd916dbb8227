import type { Currency, Messages } from '../contract/info';
import { routePath } from '../contract/routes';
import { coreAnswer } from '../core-answer';
import type { CasinoEmitter } from '../events';
import type { AnswerSchema, HttpClient, Schema, SchemaOutput } from '../http/client';
import type { Resource } from '../resource/resource';
import type { CasinoStateWriter } from '../state/store';

/** Platform information (GET /api/info/*, /api/current_ip) and server translation overrides. */
export interface InfoModule {
  /** Loads countries, locales, player fields, project and current IP; each failure is logged and leaves its empty value. */
  load(): Promise<void>;
  /** The currencies, loaded when `state.currencies` is first watched (info/currencies.ts), not by {@link load}. */
  readonly currencies: Resource<Currency[]>;
  /** Server translation overrides of a locale (GET /messages/{lang}.json); `{}` when the load fails (logged). */
  messages(locale: string): Promise<Messages>;
}

/** What the info module needs from the casino. */
export interface InfoDependencies {
  http: HttpClient;
  events: CasinoEmitter;
  write: CasinoStateWriter;
  /** The currencies resource (info/currencies.ts), which the store watches too. */
  currencies: Resource<Currency[]>;
  /** Current time in ms, for the 5-minute cache-buster of messages. Defaults to `Date.now`. */
  now?: () => number;
}

/** Messages cache-buster period: 5 minutes (api-facts §8). */
export const MESSAGES_CACHE_MS = 300_000;

/**
 * How the platform's lists and texts are requested: as display answers (docs/decisions.md, "Answer checks in the
 * script-tag build"), since no amount is computed from them; the currencies, whose minor units are, stay checked.
 */
const DISPLAY = { display: true };

/** Creates the info module. */
export function createInfo(deps: InfoDependencies): InfoModule {
  const { http, events, write } = deps;
  const now = deps.now ?? Date.now;

  /** Loads the display answer at `path` into the state with `store`; a failure is logged as a `request-error`. */
  async function loadInto<S extends Schema>(
    path: string,
    schema: AnswerSchema<S>,
    store: (value: SchemaOutput<S>) => void,
  ) {
    try {
      store(await http.get(path, schema, DISPLAY));
    } catch (error) {
      events.emit('request-error', { path, error });
    }
  }

  return {
    currencies: deps.currencies,
    async load() {
      await Promise.all([
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
        const query = { t: Math.floor(now() / MESSAGES_CACHE_MS) };
        return await http.get(path, coreAnswer('Messages'), { ...DISPLAY, query });
      } catch (error) {
        events.emit('request-error', { path, error });
        return {};
      }
    },
  };
}
