import * as z from 'zod/mini';

/** GET /api/info/currencies item. `subunits_to_unit` is 100 for USD, 100000000 for BTC. */
export const Currency = z.object({
  code: z.string(),
  symbol: z.string(),
  subunits_to_unit: z.int().check(z.positive()),
  fiat: z.boolean(),
  default: z.boolean(),
  subcurrencies: z.array(z.string()),
});
export type Currency = z.infer<typeof Currency>;
export const CurrencyList = z.array(Currency);

/** GET /api/info/countries item. `restricted` marks a 451 country (no sign-in or sign-up for its guests). */
export const Country = z.object({
  name: z.string(),
  code: z.string(),
  default_currency: z.nullable(z.string()),
  restricted: z.boolean(),
});
export type Country = z.infer<typeof Country>;
export const CountryList = z.array(Country);

/** GET /api/info/locales item. */
export const Locale = z.object({
  code: z.string(),
  name: z.string(),
  name_in_locale: z.string(),
  default: z.boolean(),
});
export type Locale = z.infer<typeof Locale>;
export const LocaleList = z.array(Locale);

/** One field the platform may ask a player for, with its constraints. */
export const PlayerField = z.object({
  field: z.string(),
  type: z.enum(['text', 'select', 'date', 'checkbox', 'email', 'password', 'tel']),
  length: z.optional(z.object({ minimum: z.optional(z.int()), maximum: z.optional(z.int()) })),
  once_set: z.optional(z.boolean()),
  age: z.optional(z.object({ min: z.object({ default: z.int() }) })),
  service: z.optional(z.int()),
  inclusion: z.optional(z.object({ in: z.array(z.string()) })),
});
export type PlayerField = z.infer<typeof PlayerField>;

/** GET /api/info/player_fields: the fields and, per context (registration, deposit, cashout, edition, game providers), which of them are asked. */
export const PlayerFields = z.object({
  fields: z.array(PlayerField),
  contexts: z.object({
    registration: z.array(z.string()),
    deposit: z.array(z.string()),
    cashout: z.array(z.string()),
    edition: z.array(z.string()),
    providers: z.record(z.string(), z.array(z.string())),
    payment_systems: z.record(
      z.string(),
      z.object({ base: z.object({ deposit: z.array(z.string()), cashout: z.array(z.string()) }) }),
    ),
  }),
});
export type PlayerFields = z.infer<typeof PlayerFields>;

/**
 * GET /api/info/statuses item: a loyalty level, `level_1` … `level_12` (loyalty.md §3), inside one status group
 * (257 Bronze … 759 Diamond); docs/loyalty.md.
 */
export const Status = z.object({
  id: z.string(),
  name: z.string(),
  /** The status group of the level: a player reaching the level moves into it (never down). */
  group_id: z.int(),
  status: z.boolean(),
  writable: z.boolean(),
  conditions: z.array(
    z.object({
      persistent_comp_points: z.object({
        type: z.string(),
        exclude_end: z.boolean(),
        min: z.number(),
        max: z.nullable(z.number()),
      }),
    }),
  ),
  gift_descriptions: z.array(z.string()),
});
export type Status = z.infer<typeof Status>;
export const StatusList = z.array(Status);

/** Licence under which a player or host is served. */
export const LicenseName = z.enum(['CW', 'EE']);
export type LicenseName = z.infer<typeof LicenseName>;

/** GET /api/info/project. */
export const Project = z.object({
  apps: z.object({ sportsbook: z.boolean(), casino: z.boolean() }),
  sns_config: z.object({ enable: z.boolean(), base_url: z.nullable(z.string()), flow: z.nullable(z.string()) }),
  license: LicenseName,
  license_hosts: z.array(z.string()),
  player_two_factor_auth: z.boolean(),
  available_currency_exchange: z.boolean(),
  available_referral_system: z.boolean(),
  supported_payment_api_versions: z.array(z.string()),
  hooyu_integration: z.boolean(),
  country_flags: z.null(),
  livespins: z.object({ enabled: z.boolean() }),
  authentication_key: z.string(),
  registration_ab_test: z.boolean(),
  /** Exact origins allowed to embed the widgets (iframe parents, script-tag pages). */
  embed_origins: z.array(z.string()),
  /** Games per page of a list that asks for no size (core.md §9: 40 by default, from settings). */
  games_page_size: z.optional(z.int()),
});
export type Project = z.infer<typeof Project>;

/** GET /api/current_ip. */
export const CurrentIp = z.object({
  ip: z.string(),
  country_code: z.string(),
  region_code: z.nullable(z.string()),
  default_currency: z.string(),
  restricted: z.boolean(),
});
export type CurrentIp = z.infer<typeof CurrentIp>;

/** GET /messages/{lang}.json: flat map of translation key to text, overriding the bundled strings. */
export const Messages = z.record(z.string(), z.string());
export type Messages = z.infer<typeof Messages>;
