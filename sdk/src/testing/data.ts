import type {
  Account,
  Country,
  Currency,
  Locale,
  PlayerFields,
  Profile,
  ProfilePatch,
  Project,
  SessionUser,
} from '../contract';

/** Origin the fixture casino pretends to live at. */
export const FIXTURE_ORIGIN = 'https://casino.test';
/** Hostname of {@link FIXTURE_ORIGIN}; listed as an EE host when a fixture asks for the EE licence. */
export const FIXTURE_HOST = 'casino.test';

/** Password of every fixture player. */
export const FIXTURE_PASSWORD = 'Password123';
/** The code the fixture's two-factor player must give. */
export const FIXTURE_OTP_CODE = '123456';

/** A fixture player: sign-in credentials and what the platform stores about them. */
export interface FixturePlayer {
  id: number;
  email: string;
  twoFactor: boolean;
  country: string;
  currency: string;
  nickname: string | null;
  accounts: Account[];
  /** Personal details stored over the profile's empty ones (names, phone, birth date, address…). Defaults to none. */
  details?: ProfilePatch;
  /** The deposit bonus code the next deposit takes (`set_bonus_code`). Defaults to none. */
  depositBonusCode?: string | null;
  /** Group ids of the session user (100: multi-account). Defaults to none. */
  groups?: number[];
  /** Whether the player takes bonuses (`update_bonus_settings`). Defaults to `true`. */
  canIssueBonuses?: boolean;
}

/** Currencies of the spec, fiat and crypto, with their `subunits_to_unit`. */
export const FIXTURE_CURRENCIES: Currency[] = [
  ['EUR', '€', 100, true],
  ['USD', '$', 100, true],
  ['CAD', 'C$', 100, true],
  ['NOK', 'kr', 100, true],
  ['JPY', '¥', 1, true],
  ['BTC', '₿', 100_000_000, false],
  ['ETH', 'Ξ', 100_000_000, false],
  ['LTC', 'Ł', 100_000_000, false],
  ['USDT', '₮', 100, false],
].map(([code, symbol, subunits, fiat]) => ({
  code: String(code),
  symbol: String(symbol),
  subunits_to_unit: Number(subunits),
  fiat: Boolean(fiat),
  default: code === 'EUR',
  subcurrencies: [],
}));

/** Countries with their default currency; US visitors are restricted (451). */
export const FIXTURE_COUNTRIES: Country[] = [
  { name: 'Canada', code: 'CA', default_currency: 'CAD', restricted: false },
  { name: 'Germany', code: 'DE', default_currency: 'EUR', restricted: false },
  { name: 'Estonia', code: 'EE', default_currency: 'EUR', restricted: false },
  { name: 'Italy', code: 'IT', default_currency: 'EUR', restricted: false },
  { name: 'Norway', code: 'NO', default_currency: 'NOK', restricted: false },
  { name: 'Japan', code: 'JP', default_currency: 'JPY', restricted: false },
  { name: 'United States', code: 'US', default_currency: 'USD', restricted: true },
];

/** The locales the casino offers. */
export const FIXTURE_LOCALES: Locale[] = [
  ['en', 'English', 'English'],
  ['de', 'German', 'Deutsch'],
  ['fr-CA', 'French (Canada)', 'Français (Canada)'],
  ['no', 'Norwegian', 'Norsk'],
  ['it', 'Italian', 'Italiano'],
  ['et', 'Estonian', 'Eesti'],
].map(([code, name, nameInLocale]) => ({
  code: String(code),
  name: String(name),
  name_in_locale: String(nameInLocale),
  default: code === 'en',
}));

/** Player fields; registration asks for a nickname, a date of birth, a gender and the promotions choice. */
export const FIXTURE_PLAYER_FIELDS: PlayerFields = {
  fields: [
    { field: 'nickname', type: 'text', length: { minimum: 3, maximum: 15 } },
    { field: 'first_name', type: 'text', length: { maximum: 50 } },
    { field: 'last_name', type: 'text', length: { maximum: 50 } },
    { field: 'date_of_birth', type: 'date', once_set: true, age: { min: { default: 18 } } },
    { field: 'gender', type: 'select', inclusion: { in: ['male', 'female'] } },
    { field: 'mobile_phone', type: 'tel' },
    { field: 'city', type: 'text' },
    { field: 'address', type: 'text' },
    { field: 'postal_code', type: 'text' },
    { field: 'receive_promos', type: 'checkbox' },
  ],
  contexts: {
    registration: ['nickname', 'date_of_birth', 'gender', 'receive_promos'],
    deposit: ['first_name', 'last_name', 'mobile_phone'],
    cashout: ['first_name', 'last_name', 'address', 'city', 'postal_code'],
    edition: ['nickname', 'first_name', 'last_name', 'mobile_phone', 'city', 'address', 'postal_code'],
    providers: { evolution: ['first_name', 'last_name'] },
    payment_systems: {},
  },
};

/** The project settings; `licence` is CW unless a fixture says otherwise. */
export function fixtureProject(licence: 'CW' | 'EE'): Project {
  return {
    apps: { sportsbook: true, casino: true },
    sns_config: { enable: false, base_url: null, flow: null },
    license: licence,
    license_hosts: licence === 'EE' ? [FIXTURE_HOST] : [],
    player_two_factor_auth: true,
    available_currency_exchange: false,
    available_referral_system: false,
    supported_payment_api_versions: ['v2'],
    hooyu_integration: false,
    country_flags: null,
    livespins: { enabled: false },
    authentication_key: 'fixture',
    registration_ab_test: false,
    embed_origins: ['https://partner.test'],
  };
}

/** A wallet account with the given money in minor units. */
export function fixtureAccount(currency: string, cents: Partial<Account> = {}): Account {
  return {
    currency,
    amount_cents: 0,
    available_to_cashout_cents: 0,
    available_to_bet_with_locked_cent: 0,
    hidden_at: null,
    deposit_available: true,
    selected_lottery_id: null,
    active: false,
    total_wagering_cents: 0,
    wagered_cents: 0,
    ...cents,
  };
}

/** The demo players: a EUR player with a bonus being wagered and a BTC wallet, and a two-factor player. */
export function demoPlayers(): FixturePlayer[] {
  return [
    {
      id: 1,
      email: 'eur@casino.test',
      twoFactor: false,
      country: 'DE',
      currency: 'EUR',
      nickname: 'Lucky',
      accounts: [
        fixtureAccount('EUR', {
          amount_cents: 125_050,
          available_to_cashout_cents: 100_000,
          available_to_bet_with_locked_cent: 125_050,
          active: true,
          total_wagering_cents: 50_000,
          wagered_cents: 12_345,
        }),
        fixtureAccount('BTC', { amount_cents: 1_234_567, available_to_cashout_cents: 1_234_567 }),
      ],
    },
    {
      id: 2,
      email: 'otp@casino.test',
      twoFactor: true,
      country: 'CA',
      currency: 'CAD',
      nickname: null,
      accounts: [fixtureAccount('CAD', { amount_cents: 5_000, available_to_cashout_cents: 5_000, active: true })],
    },
  ];
}

/** The profile of a fixture player. */
export function profileOf(player: FixturePlayer, licence: 'CW' | 'EE'): Profile {
  return {
    id: player.id,
    email: player.email,
    currency: player.currency,
    language: 'en',
    created_at: '2026-01-05T10:00:00Z',
    current_sign_in_at: '2026-11-20T08:00:00Z',
    confirmed_at: '2026-01-05T10:05:00Z',
    statuses: [{ id: 257, name: 'Bronze' }, ...(player.groups ?? []).map((id) => ({ id, name: `group ${id}` }))],
    auth_fields_missed: [],
    deposit_bonus_code: player.depositBonusCode ?? null,
    can_issue_bonuses: player.canIssueBonuses ?? true,
    autoregistered: false,
    autologin_link: null,
    verified: false,
    license_name: licence,
    sow_questionnaire_expires_at: null,
    two_factor_enabled: player.twoFactor,
    sumsub_verified: null,
    profession: null,
    nickname: player.nickname,
    first_name: null,
    last_name: null,
    gender: null,
    date_of_birth: null,
    country: player.country,
    city: null,
    address: null,
    postal_code: null,
    receive_promos: false,
    receive_sms_promos: false,
    ...player.details,
  };
}

/** The session user a sign-in or registration answers. */
export function sessionUserOf(player: FixturePlayer, licence: 'CW' | 'EE'): SessionUser {
  return {
    id: player.id,
    user_id: player.id,
    email: player.email,
    first_name: null,
    last_name: null,
    mobile_phone: null,
    currency: player.currency,
    country: player.country,
    locale: 'en',
    nick_name: player.nickname,
    license_name: licence,
    level: { id: 257, name: 'Bronze' },
    vip: false,
    groups: player.groups ?? [],
    manager: null,
  };
}
