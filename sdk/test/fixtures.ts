import type { Country, Currency, CurrentIp, Locale, PlayerFields, Project } from '../src/contract/info';
import type { Account, Profile, SessionUser } from '../src/contract/player';

/** A profile that satisfies the contract. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    email: 'ann@example.com',
    currency: 'EUR',
    language: 'en',
    created_at: '2026-01-01T00:00:00Z',
    current_sign_in_at: null,
    confirmed_at: '2026-01-02T00:00:00Z',
    statuses: [{ id: 257, name: 'Bronze' }],
    auth_fields_missed: [],
    deposit_bonus_code: null,
    can_issue_bonuses: true,
    autoregistered: false,
    autologin_link: null,
    verified: false,
    license_name: 'CW',
    sow_questionnaire_expires_at: null,
    two_factor_enabled: false,
    sumsub_verified: null,
    profession: null,
    nickname: 'ann',
    first_name: 'Ann',
    last_name: 'Lee',
    gender: null,
    date_of_birth: '1990-05-05',
    country: 'DE',
    city: null,
    address: null,
    postal_code: null,
    receive_promos: false,
    receive_sms_promos: false,
    ...overrides,
  };
}

/** A session user that satisfies the contract. */
export function sessionUserFixture(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    user_id: 7,
    email: 'ann@example.com',
    first_name: 'Ann',
    last_name: 'Lee',
    mobile_phone: null,
    currency: 'EUR',
    country: 'DE',
    locale: 'en',
    nick_name: 'ann',
    license_name: 'CW',
    level: { id: 257, name: 'Bronze' },
    vip: false,
    groups: [],
    manager: null,
    ...overrides,
  };
}

/** A wallet account that satisfies the contract. */
export function accountFixture(overrides: Partial<Account> = {}): Account {
  return {
    currency: 'EUR',
    amount_cents: 15_000,
    available_to_cashout_cents: 10_000,
    available_to_bet_with_locked_cent: 15_000,
    hidden_at: null,
    deposit_available: true,
    selected_lottery_id: null,
    active: true,
    total_wagering_cents: 20_000,
    wagered_cents: 5_000,
    ...overrides,
  };
}

/** Currencies of the spec with their subunits. */
export const currenciesFixture: Currency[] = [
  { code: 'EUR', symbol: '€', subunits_to_unit: 100, fiat: true, default: true, subcurrencies: [] },
  { code: 'BTC', symbol: '₿', subunits_to_unit: 100_000_000, fiat: false, default: false, subcurrencies: [] },
];

/** Countries, one of them restricted. */
export const countriesFixture: Country[] = [
  { name: 'Germany', code: 'DE', default_currency: 'EUR', restricted: false },
  { name: 'Curaçao', code: 'CW', default_currency: null, restricted: true },
];

/** Locales. */
export const localesFixture: Locale[] = [{ code: 'en', name: 'English', name_in_locale: 'English', default: true }];

/** Player fields with the four base contexts. */
export const playerFieldsFixture: PlayerFields = {
  fields: [{ field: 'nickname', type: 'text', length: { minimum: 3, maximum: 15 } }],
  contexts: { registration: ['nickname'], deposit: [], cashout: [], edition: [], providers: {}, payment_systems: {} },
};

/** Project info. */
export function projectFixture(overrides: Partial<Project> = {}): Project {
  return {
    apps: { sportsbook: true, casino: true },
    sns_config: { enable: false, base_url: null, flow: null },
    license: 'EE',
    license_hosts: ['casino.example.ee'],
    player_two_factor_auth: true,
    available_currency_exchange: false,
    available_referral_system: false,
    supported_payment_api_versions: ['v1'],
    hooyu_integration: false,
    country_flags: null,
    livespins: { enabled: false },
    authentication_key: 'key',
    registration_ab_test: false,
    embed_origins: [],
    ...overrides,
  };
}

/** The visitor's address. */
export function currentIpFixture(overrides: Partial<CurrentIp> = {}): CurrentIp {
  return {
    ip: '127.0.0.1',
    country_code: 'DE',
    region_code: null,
    default_currency: 'EUR',
    restricted: false,
    ...overrides,
  };
}
