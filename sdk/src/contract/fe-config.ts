import * as z from 'zod/mini';
import { COUNTRY_CURRENCIES, DEFAULT_CURRENCY } from '../rules/currency';

/*
 * The operator's front-end configuration (core.md §7: GET /api/fe/config/{name}). Each name has a schema and a
 * default: the default is what an operator gets without a stored row, so a fresh install answers every name. Shapes
 * are ours where api-facts.md gives none (docs/configuration.md writes each one down).
 */

/** A link of the site: an absolute URL or a path of the site (`/promotions`). */
const Link = z.string().check(z.minLength(1));

/** One referrer's stag: a visitor arriving from `referrer` (a host name, `www.` ignored) gets `stag` as his stag. */
export const ReferrerStag = z.object({
  referrer: z.string().check(z.minLength(1)),
  stag: z.string().check(z.minLength(1)),
});
export type ReferrerStag = z.infer<typeof ReferrerStag>;

/** GET /api/fe/config/stag-by-referrer-name: the stag given to visitors without one, by the site they came from. */
export const StagByReferrerConfig = z.object({ referrers: z.array(ReferrerStag) });
export type StagByReferrerConfig = z.infer<typeof StagByReferrerConfig>;

/** GET /api/fe/config/survey-config (core.md §3): the survey provider's ids and whether the survey widget shows. */
export const SurveyConfig = z.object({
  survey_id: z.string(),
  survey_collector_id: z.string(),
  is_enable_widget: z.boolean(),
});
export type SurveyConfig = z.infer<typeof SurveyConfig>;

/**
 * GET /api/fe/config/betting-config (core.md §1, §2): the betting site on its bet subdomain and the betting check.
 * The sports entries of the site (`/sport…`, `#sport`) lead to `betting_link`; the navigation's sports link shows only
 * when `betting_check` is true and a link is set, and the lobby entry hides while it shows.
 */
export const BettingConfig = z.object({
  /** The betting site's address (`https://bet.example.com`); null: there is no betting site. */
  betting_link: z.nullable(z.url({ protocol: /^https?$/ })),
  /** The betting check: whether the sports link shows. */
  betting_check: z.boolean(),
});
export type BettingConfig = z.infer<typeof BettingConfig>;

/** How the gifts of one bonus group key show: a title, a picture and a line of text instead of the platform's. */
export const GiftModification = z.object({
  group_key: z.string().check(z.minLength(1)),
  title: z.nullable(z.string()),
  image: z.nullable(Link),
  description: z.nullable(z.string()),
});
export type GiftModification = z.infer<typeof GiftModification>;

/** GET /api/fe/config/modify-gifts-config: the shown title, picture and text of gifts, by bonus group key. */
export const ModifyGiftsConfig = z.object({ gifts: z.array(GiftModification) });
export type ModifyGiftsConfig = z.infer<typeof ModifyGiftsConfig>;

/** GET /api/fe/config/excluded-promo-stags: visitors with one of these stags see no promo banner or promo offer. */
export const ExcludedPromoStagsConfig = z.object({ stags: z.array(z.string()) });
export type ExcludedPromoStagsConfig = z.infer<typeof ExcludedPromoStagsConfig>;

/** How a crypto amount is shown: in units, in thousandths (milli) or in millionths (micro) (core.md §9). */
export const CryptoDisplayUnit = z.enum(['unit', 'milli', 'micro']);
export type CryptoDisplayUnit = z.infer<typeof CryptoDisplayUnit>;

/**
 * GET /api/fe/config/currency-config (core.md §1, §9): the default currency per country (sign-up's choice), the
 * currency of a country not listed, the currencies sign-up does not offer and the display unit of crypto currencies.
 */
export const CurrencyConfig = z.object({
  default_currency: z.string().check(z.length(3)),
  by_country: z.record(z.string().check(z.length(2)), z.string()),
  hidden_currencies: z.array(z.string()),
  crypto_display_units: z.record(z.string(), CryptoDisplayUnit),
});
export type CurrencyConfig = z.infer<typeof CurrencyConfig>;

/** A gift the site shows besides the platform's (a welcome pack, a VIP offer): a card leading to `url`. */
export const AdditionalGift = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  description: z.string(),
  image: z.nullable(Link),
  url: Link,
  /** Only players of one of these groups see it; empty: every signed-in player. */
  groups: z.array(z.int()),
});
export type AdditionalGift = z.infer<typeof AdditionalGift>;

/** GET /api/fe/config/additional-gifts: gift cards of the operator's own, shown among the player's gifts. */
export const AdditionalGiftsConfig = z.object({ gifts: z.array(AdditionalGift) });
export type AdditionalGiftsConfig = z.infer<typeof AdditionalGiftsConfig>;

/** A block of the lobby below its banners. */
export const MainWidgetSection = z.enum(['banners', 'jackpots', 'recent_wins', 'tournaments', 'categories']);
export type MainWidgetSection = z.infer<typeof MainWidgetSection>;

/** GET /api/fe/config/main-widget-config: the lobby's blocks, in order; a block not listed does not show. */
export const MainWidgetConfig = z.object({ sections: z.array(MainWidgetSection) });
export type MainWidgetConfig = z.infer<typeof MainWidgetConfig>;

/** GET /api/fe/config/logo-config: the header's logo on wide and narrow screens, its text and its size in CSS px. */
export const LogoConfig = z.object({
  desktop: Link,
  mobile: Link,
  alt: z.string(),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
});
export type LogoConfig = z.infer<typeof LogoConfig>;

/** A game category of the menu: its catalogue identifier, its page and its icon. */
export const MenuCategory = z.object({
  identifier: z.string().check(z.minLength(1)),
  path: Link,
  icon: z.nullable(Link),
});
export type MenuCategory = z.infer<typeof MenuCategory>;

/** GET /api/fe/config/menu-categories-games: the game categories of the menus (sidebar, category bar), in order. */
export const MenuCategoriesConfig = z.object({ categories: z.array(MenuCategory) });
export type MenuCategoriesConfig = z.infer<typeof MenuCategoriesConfig>;

/** The slugs of pages the pages config can turn off (any CMS page slug as well). */
export const PagesConfig = z.record(z.string().check(z.minLength(1)), z.boolean());
/**
 * GET /api/fe/config/pages-config (core.md §3, §6): page slug → on. A page that is off answers as not found and
 * leaves every menu, except for testers (group 21), who see every page; a slug not listed is on.
 */
export type PagesConfig = z.infer<typeof PagesConfig>;

/** The entries of the top navigation the operator can switch off (core.md §2, in the navigation's order). */
export const TopMenuEntry = z.enum([
  'lobby',
  'pokies',
  'live',
  'sports',
  'activity_hub',
  'points_shop',
  'chance',
  'tournaments',
  'jackpots',
  'achievements',
  'vip_club',
]);
export type TopMenuEntry = z.infer<typeof TopMenuEntry>;

/**
 * GET /api/fe/config/top-menu-config: each top-navigation entry's switch. An entry shows when its switch is on AND
 * its own condition holds (sports: the betting check; points shop, chance: their promotion page; jackpots: the
 * mystic-jackpot flag); an entry not listed is on.
 */
export const TopMenuConfig = z.object({ entries: z.partialRecord(TopMenuEntry, z.boolean()) });
export type TopMenuConfig = z.infer<typeof TopMenuConfig>;

/** A social link of the footer (core.md §3): its name (the link's label), address and icon. */
export const SocialLink = z.object({ name: z.string().check(z.minLength(1)), url: z.url(), icon: z.nullable(Link) });
export type SocialLink = z.infer<typeof SocialLink>;

/** GET /api/fe/config/social-links: the footer's social links, in order. */
export const SocialLinksConfig = z.object({ links: z.array(SocialLink) });
export type SocialLinksConfig = z.infer<typeof SocialLinksConfig>;

/**
 * GET /api/fe/config/contacts-config: the operator's contacts for the footer and the support texts (core.md §9:
 * support texts use only the {phone} and {email} placeholders); null: not published.
 */
export const ContactsConfig = z.object({
  email: z.nullable(z.email()),
  phone: z.nullable(z.string().check(z.minLength(5))),
  address: z.nullable(z.string()),
});
export type ContactsConfig = z.infer<typeof ContactsConfig>;

/** Who a banner is for by sign-in state. */
export const BannerAudience = z.enum(['all', 'logged', 'guest']);
export type BannerAudience = z.infer<typeof BannerAudience>;

/** Which wallets a banner is for: every player, crypto-currency players only or fiat-currency players only. */
export const BannerCurrencyKind = z.enum(['all', 'crypto', 'fiat']);
export type BannerCurrencyKind = z.infer<typeof BannerCurrencyKind>;

/** A banner button (core.md §3): its text and where it leads, or the site action it starts (`frontendIdentifier`). */
export const BannerButton = z.object({
  name: z.string(),
  url: z.nullable(Link),
  type: z.enum(['link', 'action']),
  frontendIdentifier: z.nullable(z.string()),
  attrs: z.record(z.string(), z.string()),
});
export type BannerButton = z.infer<typeof BannerButton>;

/** A banner's second button: it opens a popup with the terms (core.md §3). */
export const BannerSecondButton = z.object({
  name: z.string(),
  popup: z.object({ title: z.string(), secondTitle: z.string(), desc: z.string() }),
});
export type BannerSecondButton = z.infer<typeof BannerSecondButton>;

/**
 * A banner of banners-config (core.md §3, in the asked locale): who sees it (groups, live time, sign-in state, crypto
 * or fiat wallet, domain), what it shows and where it sits (per category order, lowest first).
 */
export const Banner = z.object({
  id: z.string().check(z.minLength(1)),
  /** Where it shows: `lobby` and game category identifiers. */
  categories: z.array(z.string()),
  /** Only players of one of these groups see it; empty: everyone. */
  groups: z.array(z.int()),
  title: z.object({ text: z.string() }),
  description: z.object({ text: z.string() }),
  /** Values of `{name}` placeholders of the title and description. */
  variables: z.record(z.string(), z.string()),
  /** Four colours of the text backdrop (CSS colours), or none. */
  gradient: z.nullable(z.tuple([z.string(), z.string(), z.string(), z.string()])),
  labels: z.array(z.string()),
  button: z.nullable(BannerButton),
  secondButton: z.nullable(BannerSecondButton),
  image: Link,
  /** The live time (ISO instants); null ends: open. */
  liveTime: z.object({
    start: z.nullable(z.iso.datetime({ offset: true })),
    end: z.nullable(z.iso.datetime({ offset: true })),
  }),
  size: z.enum(['small', 'medium', 'large']),
  order: z.record(z.string(), z.int()),
  audience: BannerAudience,
  currency: BannerCurrencyKind,
  /** Host names it shows on (`www.` ignored); empty: every domain. */
  domains: z.array(z.string()),
  /** A promo banner: the player can close it, and it stays hidden for 2 minutes after (core.md §4). */
  promo: z.boolean(),
});
export type Banner = z.infer<typeof Banner>;

/** GET /api/fe/config/banners-config (locale from `Accept-Language`): every banner in that locale, each still to be filtered. */
export const BannersConfig = z.object({ locale: z.string(), banners: z.array(Banner) });
export type BannersConfig = z.infer<typeof BannersConfig>;

/**
 * The configuration store's names and their schemas: GET /api/fe/config/{name} answers each. The older configuration
 * calls keep their own routes and schemas (disabled-bonuses, manage-promotion-pages, wheel-config,
 * wheel-config-segments, vip-adventures, POST managers).
 */
export const FE_CONFIG_SCHEMAS = {
  'stag-by-referrer-name': StagByReferrerConfig,
  'survey-config': SurveyConfig,
  'betting-config': BettingConfig,
  'modify-gifts-config': ModifyGiftsConfig,
  'excluded-promo-stags': ExcludedPromoStagsConfig,
  'currency-config': CurrencyConfig,
  'additional-gifts': AdditionalGiftsConfig,
  'main-widget-config': MainWidgetConfig,
  'logo-config': LogoConfig,
  'menu-categories-games': MenuCategoriesConfig,
  'pages-config': PagesConfig,
  'top-menu-config': TopMenuConfig,
  'social-links': SocialLinksConfig,
  'contacts-config': ContactsConfig,
  'banners-config': BannersConfig,
} as const;

/**
 * GET /api/fe/config/{name}: a configuration of the store by name. Kept out of `ROUTES` (the core's route table, which
 * every page loads) with the `@casino/sdk/config` entry that calls it; the fake platform answers it after `ROUTES`, so
 * the named configuration calls there match first.
 */
export const FE_CONFIG_ROUTES = {
  feConfig: { method: 'GET', path: '/api/fe/config/{name}' },
} as const;

/** The path of configuration `name`. */
export function feConfigPath(name: FeConfigName): string {
  return FE_CONFIG_ROUTES.feConfig.path.replace('{name}', encodeURIComponent(name));
}

/** A name of {@link FE_CONFIG_SCHEMAS}. */
export type FeConfigName = keyof typeof FE_CONFIG_SCHEMAS;

/** The value of configuration `Name`. */
export type FeConfigValue<Name extends FeConfigName> = z.infer<(typeof FE_CONFIG_SCHEMAS)[Name]>;

/** Every configuration name, in the order of {@link FE_CONFIG_SCHEMAS}. */
export const FE_CONFIG_NAMES = Object.keys(FE_CONFIG_SCHEMAS) as FeConfigName[];

/** Whether `name` is a configuration of the store. */
export function isFeConfigName(name: string): name is FeConfigName {
  return Object.hasOwn(FE_CONFIG_SCHEMAS, name);
}

/** The lobby's banners without a row: none (banners-config is filled from the banners the operator writes). */
const NO_BANNERS: BannersConfig = { locale: 'en', banners: [] };

/** What each configuration answers without a stored row: an operator gets a working site with these. */
export const FE_CONFIG_DEFAULTS: { readonly [Name in FeConfigName]: FeConfigValue<Name> } = {
  'stag-by-referrer-name': { referrers: [] },
  'survey-config': { survey_id: '', survey_collector_id: '', is_enable_widget: false },
  'betting-config': { betting_link: null, betting_check: false },
  'modify-gifts-config': { gifts: [] },
  'excluded-promo-stags': { stags: [] },
  'currency-config': {
    default_currency: DEFAULT_CURRENCY,
    by_country: { ...COUNTRY_CURRENCIES },
    hidden_currencies: [],
    crypto_display_units: { BTC: 'micro', ETH: 'milli', LTC: 'milli' },
  },
  'additional-gifts': { gifts: [] },
  'main-widget-config': { sections: ['banners', 'categories'] },
  'logo-config': { desktop: '/favicon.svg', mobile: '/favicon.svg', alt: 'Casino', width: 32, height: 32 },
  'menu-categories-games': {
    categories: [
      { identifier: 'pokies', path: '/pokies/all', icon: null },
      { identifier: 'live', path: '/live/all', icon: null },
    ],
  },
  'pages-config': {},
  'top-menu-config': { entries: {} },
  'social-links': { links: [] },
  'contacts-config': { email: null, phone: null, address: null },
  'banners-config': NO_BANNERS,
};
