import type { Account, UpdateLocaleRequest } from './contract/player';
import { routePath } from './contract/routes';
import { coreAnswer } from './core-answer';
import { type CasinoEmitter, createEvents } from './events';
import { createHttpClient, type HttpClient } from './http/client';
import { defaultRetryDelay } from './http/retry-delay';
import { assertLocaleCode, DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from './i18n/locales';
import { createCurrencies } from './info/currencies';
import { createInfo, type InfoModule } from './info/info';
import { createLimits, type LimitsModule } from './limits/limits';
import { createPayments, type PaymentsModule } from './payments/payments-module';
import { createPlayer, type PlayerModule } from './player/player';
import { createRealtime, type RealtimeModule, type RealtimeOptions } from './realtime/realtime-module';
import { createSession, type SessionModule } from './session/session';
import { createUserStateRegistry } from './session/user-state';
import { type CasinoState, createCasinoStore } from './state/store';
import { type CasinoStorage, readStored, resolveStorage, type StorageLike, writeStored } from './storage';
import { createWallet, type WalletModule } from './wallet/wallet';

/** Options of {@link createCasino}. */
export interface CasinoOptions {
  /** Platform origin and path prefix, e.g. `https://api.other-casino.com`. Defaults to `''` (same origin). */
  baseUrl?: string;
  /** One of `LOCALES`. Defaults to the stored choice, else `'en'`. */
  locale?: string;
  /** The fetch to use. Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Per-attempt request timeout in ms. Defaults to `30000`. */
  timeoutMs?: number;
  /** Retries after a network error or timeout (never after an HTTP status). Defaults to `6`. */
  retries?: number;
  /** Delay in ms before retry `attempt` (0-based). Defaults to `2^attempt*1000 + random(0..1000)`. */
  retryDelay?: (attempt: number) => number;
  /** Registration A/B experiment (group 543 even id / 544 odd id). Defaults to the project's `registration_ab_test`. */
  registrationExperiment?: boolean;
  /** Storages. Default to the browser's `localStorage` and `sessionStorage` when reachable. */
  storage?: { local?: StorageLike; session?: StorageLike };
  /** Hostname that decides the EE licence. Defaults to `location.hostname` in a browser, else `''`. */
  host?: string;
  /** Clock in ms, for cache-busters. Defaults to `Date.now`. */
  now?: () => number;
  /** Realtime connection while signed in (balance and payment events); `false` turns it off. Defaults to `{}` (on where a WebSocket exists). */
  realtime?: RealtimeOptions | false;
}

/** One casino client: state, events, HTTP and the account modules. */
export interface Casino {
  /** The resolved connection options. */
  readonly options: Readonly<{ baseUrl: string; timeoutMs: number; retries: number }>;
  /** Typed event bus (mitt). */
  readonly events: CasinoEmitter;
  /** Low-level HTTP client: get/post/put/patch/delete with a schema. */
  readonly http: HttpClient;
  /** State as read-only signals. */
  readonly state: CasinoState;
  /** Local and session storage for modules that persist (locale, timers, promo codes). */
  readonly storage: CasinoStorage;
  /** Sign-in, sign-up, sign-out, passwords, email confirmation, user-state registry. */
  readonly session: SessionModule;
  /** Accounts and wallet switching. */
  readonly wallet: WalletModule;
  /** Profile edits, subscriptions, two-factor, groups. */
  readonly player: PlayerModule;
  /** Platform info and server translations. */
  readonly info: InfoModule;
  /** The realtime connection: its status; events arrive on `events` as `realtime:*`. */
  readonly realtime: RealtimeModule;
  /** Responsible-gambling limits: signals of the limits and the reached ones; `limit-reached` on `events`. */
  readonly limits: LimitsModule;
  /** The cashbox: payment methods, deposits, withdrawals, recalls and history (loaded on first use). */
  readonly payments: PaymentsModule;
  /**
   * Loads info and the profile (and a player's accounts, limits and currencies; a guest's currencies load when first
   * watched). Later calls return the same promise; it rejects when the platform cannot be reached (the profile load
   * fails with a network error, a timeout or a 5xx), and the next call starts again.
   */
  start(): Promise<void>;
  /** Sets the locale (stored for the next visit) and, when signed in, PATCHes `update_locale`; throws for an unknown locale. */
  setLocale(locale: string): Promise<void>;
}

/** Storage key of the chosen locale. */
export const LOCALE_STORAGE_KEY = 'casino.locale';

function initialLocale(requested: string | undefined, storage: CasinoStorage): LocaleCode {
  if (requested !== undefined) return assertLocaleCode(requested);
  const stored = readStored(storage.local, LOCALE_STORAGE_KEY);
  return stored !== null && isLocaleCode(stored) ? stored : DEFAULT_LOCALE;
}

/** Creates a casino client. Touches no browser API beyond reading storage and `location.hostname` when present. */
export function createCasino(options: CasinoOptions = {}): Casino {
  const resolved = {
    baseUrl: options.baseUrl ?? '',
    timeoutMs: options.timeoutMs ?? 30_000,
    retries: options.retries ?? 6,
  };
  const storage = resolveStorage(options.storage);
  const host = options.host ?? (typeof location === 'undefined' ? '' : location.hostname);
  const events = createEvents();
  const retryDelay = options.retryDelay ?? ((attempt: number) => defaultRetryDelay(attempt));
  const http = createHttpClient({
    ...resolved,
    events,
    retryDelay,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const currencies = createCurrencies({ http, events });
  const { state, write } = createCasinoStore({ locale: initialLocale(options.locale, storage), host, currencies });
  const userState = createUserStateRegistry();
  const info = createInfo({ http, events, write, currencies, ...(options.now ? { now: options.now } : {}) });
  const reloadProfile = () => session.reloadProfile();
  const player = createPlayer({ http, events, reloadProfile });
  const wallet = createWallet({ http, events, write, reloadProfile });
  const { session, start: sessionStart } = createSession({
    http,
    events,
    write,
    userState,
    reloadAccounts: () => wallet.reload(),
    registrationExperiment: () => options.registrationExperiment ?? write.project.value?.registration_ab_test ?? false,
    addGroups: (ids) => player.addGroups(ids),
  });

  const limits = createLimits({ http, events });
  const reloadLimits = () => limits.load();
  wallet.registerWalletReload(reloadLimits);
  session.registerUserState(() => limits.reset());
  events.on('login', reloadLimits);

  const realtime = createRealtime({
    http,
    events,
    loginState: state.loginState,
    setAccounts(accounts: Account[]) {
      write.accounts.value = accounts;
      events.emit('balance', { accounts });
    },
    reloadState: async () => {
      await Promise.all([session.reloadProfile(), wallet.reload()]);
    },
    options: options.realtime,
  });

  const payments = createPayments({
    http,
    events,
    state,
    storage,
    retryDelay,
    now: options.now ?? Date.now,
    reloadAccounts: () => wallet.reload(),
    registerUserState: (reset) => userState.register(reset),
  });

  let started: Promise<void> | null = null;
  async function startOnce() {
    await Promise.all([info.load(), sessionStart.loadProfile()]);
    // A player's widgets show amounts from their first render: the currencies load with the wallet. A guest's load
    // when something first watches them (info/currencies.ts).
    if (write.loginState.value === 'logged') await Promise.all([wallet.reload(), limits.load(), currencies.ensure()]);
  }

  return {
    options: resolved,
    events,
    http,
    state,
    storage,
    session,
    wallet,
    player,
    info,
    realtime,
    payments,
    limits,
    start() {
      started ??= startOnce().catch((error: unknown) => {
        started = null;
        throw error;
      });
      return started;
    },
    async setLocale(locale) {
      const code = assertLocaleCode(locale);
      if (code === write.locale.value) return;
      write.locale.value = code;
      writeStored(storage.local, LOCALE_STORAGE_KEY, code);
      events.emit('locale', { locale: code });
      if (write.loginState.value === 'logged') {
        await http.patch(
          routePath('updateLocale'),
          { locale: code } satisfies UpdateLocaleRequest,
          coreAnswer('UnreadBody'),
        );
      }
    },
  };
}
