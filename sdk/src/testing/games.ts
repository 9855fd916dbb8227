import * as z from 'zod/mini';
import {
  FAVORITES_V2,
  type Game,
  type GameProvider,
  GamesFilterRequest,
  GamesSelectRequest,
  type VolatilityRating,
} from '../contract';
import { DEFAULT_GAMES_PAGE_SIZE } from '../rules';
import type { FixturePlayer } from './data';
import { type FixtureRequest, forPlayer, type RouteResolvers, type Session } from './routes';

/** The studios of the fixture catalogue; generated games take them in turn. */
export const FIXTURE_GAME_PROVIDERS: readonly GameProvider[] = [
  { id: 'pragmaticplay', title: 'Pragmatic Play' },
  { id: 'evolution', title: 'Evolution' },
  { id: 'netent', title: 'NetEnt' },
  { id: 'playngo', title: "Play'n GO" },
  { id: 'northlight', title: 'Northlight Studios' },
  { id: 'bluefjord', title: 'Blue Fjord Gaming' },
  { id: 'copperfox', title: 'Copper Fox' },
];

/** Currencies a generated game has an id in besides `FUN`, in the order their numeric ids are given out. */
const GAME_CURRENCIES = ['EUR', 'USD', 'CAD', 'NOK', 'JPY', 'BTC', 'ETH', 'LTC', 'USDT'] as const;
const CRYPTO = new Set(['BTC', 'ETH', 'LTC', 'USDT']);
/** Numeric ids per game: one per currency plus `FUN`. */
const IDS_PER_GAME = GAME_CURRENCIES.length + 1;

const TITLE_FIRST = [
  'Sweet',
  'Golden',
  'Wild',
  'Mighty',
  'Lucky',
  'Frozen',
  'Bönus',
  'Crystal',
  'Fortuné',
  'Midnight',
  'Royal',
  'Dragon',
  'Neon',
  'Gonzo’s',
] as const;
const TITLE_SECOND = [
  'Bonánza',
  'Fruits',
  'Pharaoh',
  'Vikings',
  'Treasures',
  'Safari',
  'Roulette',
  'Blackjack',
  'Megaways',
  'Quest',
  'Fjord',
  'Jewels',
] as const;
const VOLATILITIES: readonly VolatilityRating[] = ['low', 'low-medium', 'medium', 'medium-high', 'high', 'very-high'];
const RELEASE_START = Date.UTC(2018, 0, 1);
const DAY_MS = 86_400_000;

const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The categories of the `index`th generated game; every game is in `all`. */
function categoriesOf(index: number, live: boolean): string[] {
  const categories = ['all', live ? 'live' : index % 7 === 3 ? 'table' : 'pokies'];
  if (index % 9 === 0) categories.push('new');
  if (index % 4 === 1) categories.push('top');
  if (index < 24 || index % 3 === 0) categories.push('recommended');
  if (index % 10 === 5) categories.push('special');
  if (index % 8 === 2) categories.push('jackpots');
  return categories;
}

/**
 * The `index`th game (from 0) of the fixture catalogue, a contract-valid `Game`: the same index always gives the same
 * game. Lower indexes are more popular. Every 6th game is live (Evolution), every 5th has no demo, every 11th has no
 * EUR id (a EUR player is locked out of it), games of NetEnt take no crypto.
 */
export function fixtureGame(index: number, overrides: Partial<Game> = {}): Game {
  const live = index % 6 === 1;
  const provider = live ? 'evolution' : (FIXTURE_GAME_PROVIDERS[index % FIXTURE_GAME_PROVIDERS.length]?.id ?? '');
  const combos = TITLE_FIRST.length * TITLE_SECOND.length;
  const base = `${TITLE_FIRST[index % TITLE_FIRST.length]} ${TITLE_SECOND[Math.floor(index / TITLE_FIRST.length) % TITLE_SECOND.length]}`;
  const title = index < combos ? base : `${base} ${Math.floor(index / combos) + 1}`;
  const slug = slugOf(title);
  const jackpot = index % 8 === 2;
  const currencies: Game['currencies'] = {};
  GAME_CURRENCIES.forEach((currency, position) => {
    if (currency === 'EUR' && index % 11 === 7) return;
    if (provider === 'netent' && CRYPTO.has(currency)) return;
    currencies[currency] = { id: index * IDS_PER_GAME + position + 1, jackpot: jackpot ? 100_000 + index * 100 : null };
  });
  const hasDemo = index % 5 !== 4 && !live;
  if (hasDemo) currencies.FUN = { id: index * IDS_PER_GAME + IDS_PER_GAME, jackpot: null };
  const categories = categoriesOf(index, live);
  const badges: Game['badges'] = [];
  if (categories.includes('new')) badges.push('new');
  if (categories.includes('top')) badges.push('top');
  if (jackpot) badges.push('jackpot');
  if (index % 11 === 0) badges.push('bonus_wagering');
  if (index % 13 === 6) badges.push('mystic_jackpot');
  const rtp = 94 + ((index * 37) % 300) / 100;
  return {
    identifier: `${provider}/${slug}`,
    slug,
    seo_title: slug,
    title,
    provider,
    categories,
    devices: index % 12 === 11 ? ['desktop'] : ['desktop', 'mobile'],
    currencies,
    unfinished_games_for: [],
    uniq_seo_title: true,
    lines: live ? 0 : 5 + (index % 5) * 5,
    ways: index % 12 === 8 ? 117_649 : 0,
    volatility_rating: VOLATILITIES[index % VOLATILITIES.length] ?? 'medium',
    hit_rate: (20 + (index % 20)).toFixed(2),
    payout: rtp.toFixed(2),
    rtp,
    badges,
    has_demo_mode: hasDemo,
    image_url: `/games/art/${provider}/${slug}.svg`,
    released_at: new Date(RELEASE_START + ((index * 7919) % 2900) * DAY_MS).toISOString(),
    collections: index % 15 === 0 ? { 'summer-hits': index / 15 + 1 } : {},
    ...overrides,
  };
}

/** The first `count` games of the fixture catalogue (see {@link fixtureGame}), most popular first. */
export function fixtureGames(count: number): Game[] {
  return Array.from({ length: count }, (_, index) => fixtureGame(index));
}

/** How the fixture platform's game catalogue, favourites and played games behave. Every option has a default. */
export interface FixtureGamesOptions {
  /** The catalogue, most popular first: a number of generated games (see {@link fixtureGame}) or the games. Defaults to 60. */
  catalogue?: number | readonly Game[];
  /** Identifiers of the signed-in player's favourite games at start, newest first. Defaults to none. */
  favourites?: readonly string[];
  /** Identifiers of the games the signed-in player played, most recent first. Defaults to none. */
  played?: readonly string[];
}

type Answer = { status: number; body?: unknown };

const json = (status: number, body?: unknown): Answer => ({ status, body });
const error = (status: number, message: string, field = 'base'): Answer =>
  json(status, { errors: { [field]: [message] } });

/** The words of a title or a query: lower-cased, accents and apostrophes removed (as the server's title search). */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Whether every word of the query starts a word of the title (`"bonán swe"` finds Sweet Bonanza). */
function titleMatches(title: string, query: string): boolean {
  const titleWords = words(title);
  return words(query).every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)));
}

const inRange = (value: number, range: { min?: number; max?: number } | undefined) =>
  (range?.min === undefined || value >= range.min) && (range?.max === undefined || value <= range.max);

/**
 * Internal: the games routes of the fixture platform: `gamesFilter` (filter, sort, real pagination), `gamesSelect`,
 * `providers`, `collections`, `jackpots`, `randomGame`, `playedGames` and the favourites (v1/v2 list, add and remove by
 * numeric id). `signedInAs` is the player whose favourites and played games the options give.
 */
export function createGameRoutes(
  options: FixtureGamesOptions,
  signedInAs: FixturePlayer | undefined,
  session: Session,
): RouteResolvers {
  const catalogue =
    typeof options.catalogue === 'number' || options.catalogue === undefined
      ? fixtureGames(options.catalogue ?? 60)
      : [...options.catalogue];
  const popularity = new Map(catalogue.map((game, rank) => [game.identifier, rank]));
  const byIdentifier = new Map(catalogue.map((game) => [game.identifier, game]));
  const byNumericId = new Map<number, Game>();
  for (const game of catalogue) for (const { id } of Object.values(game.currencies)) byNumericId.set(id, game);
  /** Player id to favourite game identifiers, newest first. */
  const favourites = new Map<number, string[]>();
  /** Player id to played game identifiers, most recent first. */
  const played = new Map<number, string[]>();
  if (signedInAs) {
    favourites.set(signedInAs.id, [...(options.favourites ?? [])]);
    played.set(signedInAs.id, [...(options.played ?? [])]);
  }
  let randomPicks = 0;

  function filterGames(body: unknown): Answer {
    const parsed = z.safeParse(GamesFilterRequest, body ?? {});
    if (!parsed.success) return error(422, parsed.error.issues[0]?.message ?? 'is invalid');
    const request = parsed.data;
    const filter = request.filter ?? {};
    const found = catalogue.filter(
      (game) =>
        (request.device === undefined || game.devices.includes(request.device)) &&
        (filter.title === undefined || titleMatches(game.title, filter.title)) &&
        (filter.providers === undefined || filter.providers.includes(game.provider)) &&
        (filter.currencies === undefined || filter.currencies.some((currency) => currency in game.currencies)) &&
        (filter.categories === undefined ||
          filter.categories.identifiers[filter.categories.strategy === 'AND' ? 'every' : 'some']((category) =>
            game.categories.includes(category),
          )) &&
        (filter.volatility_rating === undefined || filter.volatility_rating.includes(game.volatility_rating)) &&
        inRange(game.lines, filter.lines) &&
        inRange(game.ways, filter.ways) &&
        inRange(Number(game.hit_rate), filter.hit_rate) &&
        inRange(game.rtp, filter.payout),
    );
    const type = request.sort?.type ?? 'popularity';
    const direction = (request.sort?.direction ?? (type === 'title' ? 'ASC' : 'DESC')) === 'ASC' ? 1 : -1;
    const key = (game: Game): number | string => {
      if (type === 'title') return words(game.title).join(' ');
      if (type === 'released_at') return game.released_at;
      if (type === 'rtp') return game.rtp;
      // popularity: the catalogue's first game is the most popular
      return -(popularity.get(game.identifier) ?? 0);
    };
    const top = request.sort?.top_categories ?? [];
    const topRank = (game: Game) => {
      const ranks = game.categories.map((category) => top.indexOf(category)).filter((rank) => rank >= 0);
      return ranks.length > 0 ? Math.min(...ranks) : top.length;
    };
    const sorted = found
      .map((game) => ({ game, key: key(game), top: topRank(game) }))
      .sort((a, b) => a.top - b.top || (a.key < b.key ? -direction : a.key > b.key ? direction : 0))
      .map(({ game }) => game);
    const page = request.page ?? 1;
    const pageSize = request.page_size ?? DEFAULT_GAMES_PAGE_SIZE;
    const totalPages = Math.ceil(sorted.length / pageSize);
    return json(200, {
      data: sorted.slice((page - 1) * pageSize, page * pageSize),
      pagination: {
        current_page: page,
        next_page: page < totalPages ? page + 1 : null,
        prev_page: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
        total_pages: totalPages,
        total_count: sorted.length,
      },
    });
  }

  function selectGames(body: unknown): Answer {
    const parsed = z.safeParse(GamesSelectRequest, body ?? {});
    if (!parsed.success) return error(422, parsed.error.issues[0]?.message ?? 'is invalid', 'game_ids');
    const { game_ids: ids, device } = parsed.data;
    const selection: Record<string, Game> = {};
    for (const id of ids) {
      const game = byIdentifier.get(id);
      if (game && (device === undefined || game.devices.includes(device))) selection[id] = game;
    }
    return json(200, selection);
  }

  /** The id a favourite is listed by (v1): the game's id in the player's currency, else `FUN`, else its first. */
  function listedId(game: Game, player: FixturePlayer): number {
    return (
      game.currencies[player.currency]?.id ??
      game.currencies.FUN?.id ??
      Math.min(...Object.values(game.currencies).map((currency) => currency.id))
    );
  }

  function toggleFavourite({ method, params }: FixtureRequest, player: FixturePlayer): Answer {
    const game = byNumericId.get(Number(params.id));
    if (!game) return error(404, 'Game not found');
    const list = (favourites.get(player.id) ?? []).filter((id) => id !== game.identifier);
    favourites.set(player.id, method === 'PUT' ? [game.identifier, ...list] : list);
    return json(204);
  }

  return {
    gamesFilter: ({ body }) => filterGames(body),
    gamesSelect: ({ body }) => selectGames(body),
    providers: () =>
      json(
        200,
        FIXTURE_GAME_PROVIDERS.filter((provider) => catalogue.some((game) => game.provider === provider.id)).sort(
          (a, b) => a.title.localeCompare(b.title),
        ),
      ),
    collections: () =>
      json(200, [
        {
          id: 'summer-hits',
          title: 'Summer hits',
          games_count: catalogue.filter((game) => 'summer-hits' in game.collections).length,
        },
      ]),
    jackpots: () => {
      const jackpots: Record<string, Record<string, number>> = {};
      for (const game of catalogue) {
        for (const [currency, { jackpot }] of Object.entries(game.currencies)) {
          if (jackpot !== null) jackpots[currency] = { ...jackpots[currency], [game.identifier]: jackpot };
        }
      }
      return json(200, jackpots);
    },
    randomGame: ({ query }) => {
      const category = query.get('identifier');
      const games = category === null ? catalogue : catalogue.filter((game) => game.categories.includes(category));
      // deterministic "random": the games of the category in turn
      const game = games[randomPicks++ % Math.max(games.length, 1)];
      return game ? json(200, game) : error(404, 'No games in this category');
    },
    playedGames: forPlayer(session, (_, player) =>
      json(
        200,
        (played.get(player.id) ?? []).map((identifier, position) => ({
          identifier,
          last_activity_at: new Date(Date.UTC(2026, 10, 20, 12) - position * 3_600_000).toISOString(),
        })),
      ),
    ),
    favoriteGames: forPlayer(session, ({ headers }, player) => {
      const games = (favourites.get(player.id) ?? []).flatMap((id) => byIdentifier.get(id) ?? []);
      return json(
        200,
        headers.get('accept-client') === FAVORITES_V2 ? games : games.map((game) => listedId(game, player)),
      );
    }),
    addFavoriteGame: forPlayer(session, toggleFavourite),
    removeFavoriteGame: forPlayer(session, toggleFavourite),
  };
}
