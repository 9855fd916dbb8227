import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-core';
import type { Country, Currency, CurrentIp, LicenseName, Locale, PlayerFields, Project } from '../contract/info';
import type { Account, Profile, SessionUser } from '../contract/player';
import type { LocaleCode } from '../i18n/locales';
import type { Resource } from '../resource/resource';
import { type BalanceView, balanceView } from '../rules/balance';
import { type PlayerLevel, playerLevel } from '../rules/level';
import { resolveLicence } from '../rules/licence';

/** Whether a player is signed in; `'unknown'` until the first profile load answers. */
export type LoginState = 'unknown' | 'logged' | 'anonymous';

/** The casino's state as read-only signals (`@preact/signals-core`). */
export interface CasinoState {
  /** Signed in or not. Defaults to `'unknown'`. */
  readonly loginState: ReadonlySignal<LoginState>;
  /** The player's profile; null for guests. */
  readonly profile: ReadonlySignal<Profile | null>;
  /** The user answered by sign-in or sign-up; null until then. */
  readonly sessionUser: ReadonlySignal<SessionUser | null>;
  /** The player's level: the session user's, else the level among the profile's statuses; `null` for guests. */
  readonly level: ReadonlySignal<PlayerLevel | null>;
  /** Wallet accounts; empty for guests. */
  readonly accounts: ReadonlySignal<Account[]>;
  /** The active account, else the one in the profile's currency; null when none. */
  readonly activeAccount: ReadonlySignal<Account | null>;
  /** Balance view of the active account; null when none. */
  readonly balance: ReadonlySignal<BalanceView | null>;
  /** Current locale. Defaults to `'en'`. */
  readonly locale: ReadonlySignal<LocaleCode>;
  /**
   * Currencies of the platform; empty until loaded. They load when something first watches them (an effect, a widget
   * that shows an amount), or with `casino.info.loadCurrencies()`: a page without amounts loads neither them nor the
   * schema that checks them.
   */
  readonly currencies: ReadonlySignal<Currency[]>;
  /** Countries of the platform; empty until loaded. */
  readonly countries: ReadonlySignal<Country[]>;
  /** Locales the platform offers; empty until loaded. */
  readonly locales: ReadonlySignal<Locale[]>;
  /** Player fields and contexts; null until loaded. */
  readonly playerFields: ReadonlySignal<PlayerFields | null>;
  /** Project info; null until loaded. */
  readonly project: ReadonlySignal<Project | null>;
  /** The visitor's address and country; null until loaded. */
  readonly currentIp: ReadonlySignal<CurrentIp | null>;
  /** A guest from a restricted (451) country. Defaults to `false`. */
  readonly restricted: ReadonlySignal<boolean>;
  /** Licence: the player's `license_name`, else the project's on its EE hosts, else `'CW'`. */
  readonly licence: ReadonlySignal<LicenseName>;
}

/** The writable side of the state, for the SDK's own modules only. */
export interface CasinoStateWriter {
  loginState: Signal<LoginState>;
  profile: Signal<Profile | null>;
  sessionUser: Signal<SessionUser | null>;
  accounts: Signal<Account[]>;
  locale: Signal<LocaleCode>;
  countries: Signal<Country[]>;
  locales: Signal<Locale[]>;
  playerFields: Signal<PlayerFields | null>;
  project: Signal<Project | null>;
  currentIp: Signal<CurrentIp | null>;
}

function readOnly<T>(source: Signal<T>): ReadonlySignal<T> {
  return computed(() => source.value);
}

/** Creates the state of one casino: writable signals for the modules, read-only ones (plus computed values) for consumers. */
export function createCasinoStore(initial: {
  locale: LocaleCode;
  host: string;
  /** The currencies resource (info/currencies.ts): `state.currencies` shows its data and loads it when first watched. */
  currencies: Resource<Currency[]>;
}): {
  state: CasinoState;
  write: CasinoStateWriter;
} {
  const write: CasinoStateWriter = {
    loginState: signal<LoginState>('unknown'),
    profile: signal<Profile | null>(null),
    sessionUser: signal<SessionUser | null>(null),
    accounts: signal<Account[]>([]),
    locale: signal<LocaleCode>(initial.locale),
    countries: signal<Country[]>([]),
    locales: signal<Locale[]>([]),
    playerFields: signal<PlayerFields | null>(null),
    project: signal<Project | null>(null),
    currentIp: signal<CurrentIp | null>(null),
  };
  const activeAccount = computed(() => {
    const accounts = write.accounts.value;
    const currency = write.profile.value?.currency;
    return (
      accounts.find((account) => account.active) ?? accounts.find((account) => account.currency === currency) ?? null
    );
  });
  const state: CasinoState = {
    loginState: readOnly(write.loginState),
    profile: readOnly(write.profile),
    sessionUser: readOnly(write.sessionUser),
    level: computed(() => write.sessionUser.value?.level ?? playerLevel(write.profile.value?.statuses ?? [])),
    accounts: readOnly(write.accounts),
    activeAccount,
    balance: computed(() => (activeAccount.value ? balanceView(activeAccount.value) : null)),
    locale: readOnly(write.locale),
    currencies: computed(() => initial.currencies.data.value, { watched: () => void initial.currencies.ensure() }),
    countries: readOnly(write.countries),
    locales: readOnly(write.locales),
    playerFields: readOnly(write.playerFields),
    project: readOnly(write.project),
    currentIp: readOnly(write.currentIp),
    restricted: computed(() => write.loginState.value !== 'logged' && write.currentIp.value?.restricted === true),
    licence: computed(() =>
      resolveLicence({
        userLicence: write.profile.value?.license_name ?? write.sessionUser.value?.license_name ?? null,
        host: initial.host,
        project: write.project.value,
      }),
    ),
  };
  return { state, write };
}
