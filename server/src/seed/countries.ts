import { COUNTRY_CURRENCIES } from '@casino/sdk/rules';

/** A country row of the seed. */
export interface SeedCountry {
  code: string;
  name: string;
  /** Currency a new player of this country starts with; null falls back to the default currency. */
  defaultCurrency: string | null;
  /** Guests from here get 451 on sign-in and sign-up. */
  restricted: boolean;
}

/** Countries whose guests may neither sign in nor sign up (451): markets the operator's licence does not cover. */
export const RESTRICTED_COUNTRIES: readonly string[] = ['ES', 'FR', 'IL', 'NL'];

/** The spec's default currencies per country (core.md §1), completed with the currencies the platform offers. */
const DEFAULT_CURRENCIES: Readonly<Record<string, string>> = {
  ...COUNTRY_CURRENCIES,
  PL: 'PLN',
  IN: 'INR',
  KZ: 'KZT',
  BE: 'EUR',
  CY: 'EUR',
  EE: 'EUR',
  ES: 'EUR',
  FI: 'EUR',
  FR: 'EUR',
  GR: 'EUR',
  HR: 'EUR',
  IT: 'EUR',
  LT: 'EUR',
  LU: 'EUR',
  LV: 'EUR',
  MT: 'EUR',
  NL: 'EUR',
  PT: 'EUR',
  SI: 'EUR',
  SK: 'EUR',
};

const NAMES: Readonly<Record<string, string>> = {
  AT: 'Austria',
  AU: 'Australia',
  BE: 'Belgium',
  BG: 'Bulgaria',
  BR: 'Brazil',
  CA: 'Canada',
  CH: 'Switzerland',
  CL: 'Chile',
  CY: 'Cyprus',
  CZ: 'Czechia',
  DE: 'Germany',
  DK: 'Denmark',
  EE: 'Estonia',
  ES: 'Spain',
  FI: 'Finland',
  FR: 'France',
  GB: 'United Kingdom',
  GR: 'Greece',
  HR: 'Croatia',
  HU: 'Hungary',
  IE: 'Ireland',
  IL: 'Israel',
  IN: 'India',
  IS: 'Iceland',
  IT: 'Italy',
  JP: 'Japan',
  KZ: 'Kazakhstan',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  LV: 'Latvia',
  MT: 'Malta',
  MX: 'Mexico',
  NL: 'Netherlands',
  NO: 'Norway',
  NZ: 'New Zealand',
  PE: 'Peru',
  PL: 'Poland',
  PT: 'Portugal',
  RO: 'Romania',
  SE: 'Sweden',
  SI: 'Slovenia',
  SK: 'Slovakia',
  TH: 'Thailand',
  US: 'United States',
  VN: 'Viet Nam',
  ZA: 'South Africa',
};

/** Every country of the seed, by name. */
export const COUNTRIES: readonly SeedCountry[] = Object.entries(NAMES)
  .map(([code, name]) => ({
    code,
    name,
    defaultCurrency: DEFAULT_CURRENCIES[code] ?? null,
    restricted: RESTRICTED_COUNTRIES.includes(code),
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));
