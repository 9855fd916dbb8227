import * as z from 'zod/mini';
import { GAMES_PAGE_SIZE_MAX, GAMES_TITLE_MAX_LENGTH } from './game-constants';

export { FAVORITES_V1, FAVORITES_V2, GAMES_PAGE_SIZE_MAX, GAMES_TITLE_MAX_LENGTH } from './game-constants';

/** Devices a game runs on, and the `device` of a games request. */
export const GameDevice = z.enum(['desktop', 'mobile']);
export type GameDevice = z.infer<typeof GameDevice>;

/** Volatility ratings of api-facts §3, lowest first. */
export const VolatilityRating = z.enum(['low', 'low-medium', 'medium', 'medium-high', 'high', 'very-high']);
export type VolatilityRating = z.infer<typeof VolatilityRating>;

/** Tile badges of core.md §3: new, top, jackpot, bonus wagering, mystic jackpot. */
export const GameBadge = z.enum(['new', 'top', 'jackpot', 'bonus_wagering', 'mystic_jackpot']);
export type GameBadge = z.infer<typeof GameBadge>;

/** The game's numeric id in one currency (`FUN` = demo play), and that currency's jackpot in minor units (null: none). */
export const GameCurrency = z.object({ id: z.int(), jackpot: z.nullable(z.int()) });
export type GameCurrency = z.infer<typeof GameCurrency>;

/** A game (api-facts §3 `Game`) plus what a lobby tile needs: slug, badges, preview art, demo flag and return to player. */
export const Game = z.object({
  /** `provider/slug`, unique. */
  identifier: z.string(),
  slug: z.string(),
  seo_title: z.string(),
  title: z.string(),
  /** Provider id (GET /api/games/providers). */
  provider: z.string(),
  categories: z.array(z.string()),
  devices: z.array(GameDevice),
  /** Currency code (or `FUN`) to the game's numeric id there; a `FUN` entry means demo play is available. */
  currencies: z.record(z.string(), GameCurrency),
  unfinished_games_for: z.array(z.string()),
  uniq_seo_title: z.boolean(),
  lines: z.int(),
  ways: z.int(),
  volatility_rating: VolatilityRating,
  /** Share of winning spins in percent, as text (`"27.40"`). */
  hit_rate: z.string(),
  /** Return to player in percent, as text (`"96.12"`). */
  payout: z.string(),
  /** Return to player in percent. */
  rtp: z.number(),
  badges: z.array(GameBadge),
  /** Whether `currencies` has a `FUN` entry. */
  has_demo_mode: z.boolean(),
  /** Preview art, an SVG of this site: `/games/art/{provider}/{slug}.svg`. */
  image_url: z.string(),
  /** ISO time the game came out. */
  released_at: z.string(),
  /** Collection id to the game's position in it. */
  collections: z.record(z.string(), z.int()),
});
export type Game = z.infer<typeof Game>;

/** A closed range of numbers; both ends optional and inclusive. */
export const NumberRange = z.object({
  min: z.optional(z.number()),
  max: z.optional(z.number()),
});
export type NumberRange = z.infer<typeof NumberRange>;

/** How a games list is ordered. */
export const GamesSortType = z.enum(['popularity', 'title', 'released_at', 'rtp']);
export type GamesSortType = z.infer<typeof GamesSortType>;

const shortList = z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100));

/** The `filter` of POST /api/games_filter: every condition given must hold; a list matches any of its values. */
export const GamesFilter = z.object({
  /** Words of the title, matched case- and accent-insensitively as word prefixes (`"bonán swe"` finds Sweet Bonanza). */
  title: z.optional(z.string().check(z.maxLength(GAMES_TITLE_MAX_LENGTH))),
  providers: z.optional(shortList),
  /** Games that have a numeric id in one of these currencies (`FUN`: demo play). */
  currencies: z.optional(shortList),
  /**
   * Games in any of the categories (`OR`, the default and the platform's value), or in every one of them (`AND`, an
   * addition of this project for pages like /pokies/{slug}).
   */
  categories: z.optional(z.object({ identifiers: shortList, strategy: z.optional(z.enum(['OR', 'AND'])) })),
  volatility_rating: z.optional(z.array(VolatilityRating)),
  lines: z.optional(NumberRange),
  ways: z.optional(NumberRange),
  /** Hit rate in percent. */
  hit_rate: z.optional(NumberRange),
  /** Return to player in percent. */
  payout: z.optional(NumberRange),
});
export type GamesFilter = z.infer<typeof GamesFilter>;

/** POST /api/games_filter (api-facts §3). Defaults: page 1, `page_size` 40 (at most 100), sort by popularity. */
export const GamesFilterRequest = z.object({
  /** Only games for this device; every device when absent. */
  device: z.optional(GameDevice),
  page: z.optional(z.int().check(z.minimum(1), z.maximum(100_000))),
  page_size: z.optional(z.int().check(z.minimum(1), z.maximum(GAMES_PAGE_SIZE_MAX))),
  /** Accepted for compatibility: the catalogue has no territorial restrictions. */
  without_territorial_restrictions: z.optional(z.boolean()),
  filter: z.optional(GamesFilter),
  sort: z.optional(
    z.object({
      /** Defaults to `popularity`. */
      type: z.optional(GamesSortType),
      /** Defaults to DESC for popularity, released_at and rtp, ASC for title. */
      direction: z.optional(z.enum(['ASC', 'DESC'])),
      /** Games of these categories first, in this order; then the rest. */
      top_categories: z.optional(shortList),
    }),
  ),
});
export type GamesFilterRequest = z.infer<typeof GamesFilterRequest>;

/** Page numbers of a games answer: `next_page`/`prev_page` are null at the ends. */
export const GamesPagination = z.object({
  current_page: z.int(),
  next_page: z.nullable(z.int()),
  prev_page: z.nullable(z.int()),
  total_pages: z.int(),
  total_count: z.int(),
});
export type GamesPagination = z.infer<typeof GamesPagination>;

/** Answer of POST /api/games_filter. */
export const GamesFilterPage = z.object({ data: z.array(Game), pagination: GamesPagination });
export type GamesFilterPage = z.infer<typeof GamesFilterPage>;

/** POST /api/games_filter/select: games by identifier (at most 100). */
export const GamesSelectRequest = z.object({
  game_ids: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(GAMES_PAGE_SIZE_MAX)),
  device: z.optional(GameDevice),
});
export type GamesSelectRequest = z.infer<typeof GamesSelectRequest>;
/** Answer of POST /api/games_filter/select: identifier to game; unknown identifiers are left out. */
export const GamesSelection = z.record(z.string(), Game);
export type GamesSelection = z.infer<typeof GamesSelection>;

/** A game provider (studio); the lobby's provider page is `/producers/{id}`. */
export const GameProvider = z.object({ id: z.string(), title: z.string() });
export type GameProvider = z.infer<typeof GameProvider>;
/** GET /api/games/providers, by title. */
export const GameProviderList = z.array(GameProvider);

/** A curated collection of games. */
export const GameCollection = z.object({ id: z.string(), title: z.string(), games_count: z.int() });
export type GameCollection = z.infer<typeof GameCollection>;
/** GET /api/games/collections. */
export const GameCollectionList = z.array(GameCollection);

/** GET /api/games/jackpots: currency to jackpot game identifier to its jackpot in minor units. */
export const Jackpots = z.record(z.string(), z.record(z.string(), z.int()));
export type Jackpots = z.infer<typeof Jackpots>;

/** Query of GET /api/games/random: a category id; any game when absent. */
export const RandomGameQuery = z.object({ identifier: z.optional(z.string().check(z.maxLength(100))) });
export type RandomGameQuery = z.infer<typeof RandomGameQuery>;

/** A game the player played, and when last (null: unknown). */
export const PlayedGame = z.object({ identifier: z.string(), last_activity_at: z.nullable(z.string()) });
export type PlayedGame = z.infer<typeof PlayedGame>;
/** GET /api/player/played_games, most recent first. */
export const PlayedGameList = z.array(PlayedGame);

/** GET /api/player/favorite_games with `accept-client` v1 (the default): numeric game ids, newest first. */
export const FavoriteGameIds = z.array(z.int());
/** GET /api/player/favorite_games with `accept-client` v2: games, newest first. */
export const FavoriteGameList = z.array(Game);
