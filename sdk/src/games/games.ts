import { type ReadonlySignal, signal } from '@preact/signals-core';
import type { Casino } from '../casino';
import { FAVORITES_V1, FAVORITES_V2 } from '../contract/game-constants';
import type {
  Game,
  GameCollection,
  GameDevice,
  GameProvider,
  GamesFilterPage,
  GamesFilterRequest,
  GamesSelection,
  Jackpots,
  PlayedGame,
} from '../contract/games';
import { routePath } from '../contract/routes';
import { coreAnswer } from '../core-answer';
import { CHECK_DISPLAY_CALLS } from '../http/answer-checks';
import { issuePath, lazySchemas, type Schema, type SchemaOutput, validate } from '../http/schema';
import { createResource, type Resource } from '../resource/resource';
import { createResourceFamily, type ResourceFamily } from '../resource/resource-family';
import { DEFAULT_GAMES_PAGE_SIZE } from '../rules/game-list';

/** What the games module uses of a casino (any `createCasino()` result has it). */
export type GamesCasino = Pick<Casino, 'http' | 'state' | 'session' | 'events'>;

/** Options of {@link createGames}. */
export interface GamesOptions {
  /** `page_size` of a filter request that sets none. Defaults to the project's `games_page_size`, else `DEFAULT_GAMES_PAGE_SIZE` (40). */
  pageSize?: number;
}

/** The first games of a category, as {@link GamesModule.categoryGames} keys them. */
export interface CategoryGamesKey {
  /** A category identifier; `'all'` is the whole catalogue. */
  category: string;
  /** How many games, at most. */
  count: number;
}

/** What a favourite toggle did: added, removed, or ignored because a toggle of that game was still in flight. */
export type FavouriteToggle = 'added' | 'removed' | 'ignored';

/** The game catalogue, played games and favourites of one casino. */
export interface GamesModule {
  /** Numeric ids of the player's favourite games, newest first; empty for guests and after sign-out. */
  readonly favouriteIds: ReadonlySignal<readonly number[]>;
  /** Identifiers of the games whose favourite toggle is in flight. */
  readonly togglingFavourites: ReadonlySignal<ReadonlySet<string>>;
  /** A page of games (POST /api/games_filter); `page_size` defaults to the module's page size. */
  filter(request?: GamesFilterRequest): Promise<GamesFilterPage>;
  /** Games by identifier; unknown identifiers are left out of the answer. */
  select(ids: readonly string[], device?: GameDevice): Promise<GamesSelection>;
  /** The first games of a category (a lobby row, the search's recommendations), one resource per key; kept at sign-out. */
  readonly categoryGames: ResourceFamily<CategoryGamesKey, Game[]>;
  /** A game by identifier (`provider/slug`), one resource per game; null when the catalogue does not know it. */
  readonly gameByIdentifier: ResourceFamily<string, Game | null>;
  /** The player's most recently played games in full, up to a count (the key), most recent first; cleared at sign-out. */
  readonly recentGames: ResourceFamily<number, Game[]>;
  /** The player's favourite games in full, newest first, loaded with {@link GamesModule.favouriteIds}; cleared at sign-out. */
  readonly favouriteGameList: Resource<Game[]>;
  /** The studios with games, by title (GET /api/games/providers), as a resource: kept at sign-out; a failure is logged. */
  readonly providers: Resource<GameProvider[]>;
  /** The curated collections. */
  collections(): Promise<GameCollection[]>;
  /** Jackpots now: currency to game identifier to minor units. */
  jackpots(): Promise<Jackpots>;
  /** A random game of a category (any game without one); a 404 `CasinoHttpError` when the category has none. */
  random(category?: string): Promise<Game>;
  /** The player's played games, most recent first. */
  playedGames(): Promise<PlayedGame[]>;
  /** Loads {@link GamesModule.favouriteIds} (v1 list); a guest gets `[]` without a request. Runs by itself at sign-in. */
  loadFavourites(): Promise<readonly number[]>;
  /** The favourite games in full (v2 list), newest first. */
  favouriteGames(): Promise<Game[]>;
  /** Whether any numeric id of the game is among the favourites. */
  isFavourite(game: Game): boolean;
  /**
   * Adds or removes a favourite by the game's id in the player's currency (else its `FUN` id), updating
   * {@link GamesModule.favouriteIds} at once; a failure rolls that back and throws. Ignored while a toggle of the same
   * game is in flight.
   */
  toggleFavourite(game: Game): Promise<FavouriteToggle>;
}

/** Game lists and details only show games: the script-tag build does not check them (RequestOptions.display). */
const DISPLAY = { display: true } as const;

type GameSchemas = typeof import('../contract/games');

/** The game schemas with zod, imported with the first request that needs one. */
const gameSchemas = lazySchemas(() => import('../contract/games'));

/** The answers' schemas, by call. */
const ANSWERS = {
  filterPage: gameSchemas((module) => module.GamesFilterPage),
  selection: gameSchemas((module) => module.GamesSelection),
  playedGames: gameSchemas((module) => module.PlayedGameList),
  favouriteIds: gameSchemas((module) => module.FavoriteGameIds),
  favouriteGames: gameSchemas((module) => module.FavoriteGameList),
  providers: gameSchemas((module) => module.GameProviderList),
  collections: gameSchemas((module) => module.GameCollectionList),
  jackpots: gameSchemas((module) => module.Jackpots),
  game: gameSchemas((module) => module.Game),
};

/**
 * Parses what a caller passed, with an error that names the call and the wrong field. Where display calls are not
 * checked (the script-tag build, whose widgets build these requests from checked attributes) it is taken as it is.
 */
async function checked<S extends Schema>(
  call: string,
  pick: (module: GameSchemas) => S,
  value: SchemaOutput<S>,
): Promise<SchemaOutput<S>> {
  if (!CHECK_DISPLAY_CALLS) return value;
  const parsed = await validate(pick(await gameSchemas.module()), value);
  if (!parsed.issues) return parsed.value;
  const issue = parsed.issues[0];
  throw new TypeError(
    `${call}: ${(issue && issuePath(issue)) || 'request'} ${issue?.message ?? 'is invalid'} (see docs/games.md)`,
  );
}

/** The game's numeric ids, in any currency. */
const numericIds = (game: Game): number[] => Object.values(game.currencies).map((currency) => currency.id);

/**
 * Creates the games module of a casino. It is the `@casino/sdk/games` entry, not part of `createCasino`, so pages
 * without games do not load it. Favourites are cleared through the casino's user-state registry at sign-out.
 */
export function createGames(casino: GamesCasino, options: GamesOptions = {}): GamesModule {
  const { http, state } = casino;
  const pageSize = () => options.pageSize ?? state.project.value?.games_page_size ?? DEFAULT_GAMES_PAGE_SIZE;
  const favouriteIds = signal<readonly number[]>([]);
  const togglingFavourites = signal<ReadonlySet<string>>(new Set());
  /** Changes at sign-out, so that answers of the signed-out player are dropped. */
  let userGeneration = 0;
  /** Changes with every favourites change, so that an older list load does not overwrite it. */
  let favouritesVersion = 0;

  const setToggling = (identifier: string, inFlight: boolean) => {
    const next = new Set(togglingFavourites.value);
    if (inFlight) next.add(identifier);
    else next.delete(identifier);
    togglingFavourites.value = next;
  };

  casino.session.registerUserState(() => {
    userGeneration++;
    favouritesVersion++;
    favouriteIds.value = [];
    togglingFavourites.value = new Set();
  });

  async function loadFavourites(): Promise<readonly number[]> {
    if (state.loginState.value !== 'logged') return favouriteIds.value;
    const version = ++favouritesVersion;
    const ids = await http.get(routePath('favoriteGames'), ANSWERS.favouriteIds, {
      headers: { 'accept-client': FAVORITES_V1 },
      display: true,
    });
    if (version === favouritesVersion) favouriteIds.value = ids;
    return favouriteIds.value;
  }

  casino.events.on('login', () => {
    loadFavourites().catch((error: unknown) =>
      casino.events.emit('request-error', { path: routePath('favoriteGames'), error }),
    );
  });

  const isFavourite = (game: Game) => {
    const ids = favouriteIds.value;
    return numericIds(game).some((id) => ids.includes(id));
  };

  async function filter(request: GamesFilterRequest = {}) {
    const body = await checked('filter', (module) => module.GamesFilterRequest, {
      ...request,
      page_size: request.page_size ?? pageSize(),
    });
    return http.post(routePath('gamesFilter'), body, ANSWERS.filterPage, DISPLAY);
  }
  async function select(ids: readonly string[], device?: GameDevice) {
    const body = await checked('select', (module) => module.GamesSelectRequest, { game_ids: [...ids], device });
    return http.post(routePath('gamesSelect'), body, ANSWERS.selection, DISPLAY);
  }
  const playedGames = () => http.get(routePath('playedGames'), ANSWERS.playedGames, DISPLAY);
  const favouriteGames = () =>
    http.get(routePath('favoriteGames'), ANSWERS.favouriteGames, {
      headers: { 'accept-client': FAVORITES_V2 },
      display: true,
    });
  const { events } = casino;

  return {
    favouriteIds,
    togglingFavourites,
    filter,
    select,
    categoryGames: createResourceFamily({
      load: async ({ category, count }: CategoryGamesKey) => {
        const page = await filter({
          page_size: count,
          filter: category === 'all' ? {} : { categories: { identifiers: [category] } },
        });
        return page.data.slice(0, count);
      },
      initial: [],
      events,
      clearOnSignOut: false,
    }),
    gameByIdentifier: createResourceFamily({
      load: async (identifier: string) => {
        const selection = await select([identifier]);
        return Object.hasOwn(selection, identifier) ? (selection[identifier] ?? null) : null;
      },
      initial: null,
      keyOf: (identifier) => identifier,
      events,
      clearOnSignOut: false,
    }),
    recentGames: createResourceFamily({
      load: async (count: number) => {
        const ids = (await playedGames()).slice(0, Math.max(0, count)).map((game) => game.identifier);
        if (ids.length === 0) return [];
        const selection = await select(ids);
        return ids.flatMap((id) => selection[id] ?? []);
      },
      initial: [],
      keyOf: String,
      events,
    }),
    // the ids are loaded with the games, so that the list can be filtered by favourites of the same moment
    favouriteGameList: createResource({
      load: async () => (await Promise.all([favouriteGames(), loadFavourites()]))[0],
      initial: [],
      events,
    }),
    providers: createResource({
      load: () =>
        http.get(routePath('providers'), ANSWERS.providers, DISPLAY).catch((error: unknown) => {
          casino.events.emit('request-error', { path: routePath('providers'), error });
          throw error;
        }),
      initial: [],
      events: casino.events,
      clearOnSignOut: false,
    }),
    collections: () => http.get(routePath('collections'), ANSWERS.collections, DISPLAY),
    jackpots: () => http.get(routePath('jackpots'), ANSWERS.jackpots),
    async random(category) {
      const query = await checked('random', (module) => module.RandomGameQuery, { identifier: category });
      return http.get(routePath('randomGame'), ANSWERS.game, { query, display: true });
    },
    playedGames,
    loadFavourites,
    favouriteGames,
    isFavourite,
    async toggleFavourite(game) {
      if (togglingFavourites.value.has(game.identifier)) return 'ignored';
      const currency = state.activeAccount.value?.currency ?? state.profile.value?.currency;
      const id = (currency === undefined ? undefined : game.currencies[currency]?.id) ?? game.currencies.FUN?.id;
      if (id === undefined) {
        throw new TypeError(
          `toggleFavourite: ${game.identifier} has no id in ${currency ?? 'the player currency'} nor FUN; hide the favourite control for it`,
        );
      }
      const adding = !isFavourite(game);
      const gameIds = numericIds(game);
      const removed = favouriteIds.value.filter((favourite) => gameIds.includes(favourite));
      const generation = userGeneration;
      favouritesVersion++;
      favouriteIds.value = adding
        ? [id, ...favouriteIds.value]
        : favouriteIds.value.filter((favourite) => !gameIds.includes(favourite));
      setToggling(game.identifier, true);
      try {
        await (adding
          ? http.put(routePath('addFavoriteGame', { id }), undefined, coreAnswer('UnreadBody'))
          : http.delete(routePath('removeFavoriteGame', { id }), coreAnswer('UnreadBody')));
      } catch (error) {
        if (generation === userGeneration) {
          favouritesVersion++;
          favouriteIds.value = adding
            ? favouriteIds.value.filter((favourite) => favourite !== id)
            : [...removed, ...favouriteIds.value];
        }
        throw error;
      } finally {
        if (generation === userGeneration) setToggling(game.identifier, false);
      }
      return adding ? 'added' : 'removed';
    },
  };
}
