import {
  deferred,
  type GamesAnswer,
  type GamesPlatform,
  gameFixture,
  startGamesPlatform,
} from '../../test/games-platform';
import { startTestPlatform, type TestPlatform } from '../../test/platform';
import { type Casino, createCasino } from '../casino';
import { FAVORITES_V1, FAVORITES_V2 } from '../contract/games';
import { CasinoHttpError, ContractError } from '../errors';
import { createGames, type GamesModule } from './games';

let platform: TestPlatform;
let side: GamesPlatform;
let casino: Casino;
let games: GamesModule;

const game = gameFixture();
const page = (data = [game]) => ({
  status: 200,
  body: { data, pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_count: 1 } },
});

beforeEach(async () => {
  platform = await startTestPlatform();
  side = startGamesPlatform();
  casino = createCasino({ baseUrl: platform.url, retryDelay: () => 0, fetch: side.fetch, realtime: false });
  games = createGames(casino);
});
afterEach(() => platform.close());

const signIn = async () => {
  await casino.session.signIn('ann@example.com', 'Secret123');
  await vi.waitFor(() => expect(side.requests.some((r) => r.path === '/api/player/favorite_games')).toBe(true));
};

describe('catalogue calls', () => {
  it('filters with page_size 40 by default (or the module option) and parses the page', async () => {
    side.answer = () => page();
    const answer = await games.filter({ filter: { providers: ['northlight'] } });
    expect(answer.data[0]?.identifier).toBe(game.identifier);
    expect(side.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/games_filter',
      body: { page_size: 40, filter: { providers: ['northlight'] } },
    });
    await createGames(casino, { pageSize: 24 }).filter({ page: 2 });
    expect(side.requests[1]?.body).toEqual({ page: 2, page_size: 24 });
  });

  it('refuses a request outside the contract before sending it, and an answer outside it after', async () => {
    await expect(games.filter({ page_size: 500 })).rejects.toThrow(/filter: page_size/);
    await expect(games.select(Array.from({ length: 101 }, (_, i) => `p/${i}`))).rejects.toThrow(/select: game_ids/);
    expect(side.requests).toHaveLength(0);
    side.answer = () => ({ status: 200, body: { data: [{ identifier: 'x' }], pagination: {} } });
    await expect(games.filter()).rejects.toBeInstanceOf(ContractError);
  });

  it('selects by identifier, and reads providers, collections, jackpots, a random game and played games', async () => {
    const answers: Record<string, GamesAnswer> = {
      '/api/games_filter/select': { status: 200, body: { [game.identifier]: game } },
      '/api/games/providers': { status: 200, body: [{ id: 'northlight', title: 'Northlight Studios' }] },
      '/api/games/collections': { status: 200, body: [{ id: 'fruit', title: 'Fruit classics', games_count: 3 }] },
      '/api/games/jackpots': { status: 200, body: { EUR: { [game.identifier]: 100_000 } } },
      '/api/games/random': { status: 200, body: game },
      '/api/player/played_games': { status: 200, body: [{ identifier: game.identifier, last_activity_at: null }] },
    };
    side.answer = (request) => answers[request.path] ?? { status: 404, body: { errors: {} } };
    expect(Object.keys(await games.select([game.identifier, 'gone/game'], 'mobile'))).toEqual([game.identifier]);
    expect(side.requests[0]?.body).toEqual({ game_ids: [game.identifier, 'gone/game'], device: 'mobile' });
    await games.providers.reload();
    expect(games.providers.data.value).toHaveLength(1);
    expect((await games.collections())[0]?.games_count).toBe(3);
    expect((await games.jackpots()).EUR?.[game.identifier]).toBe(100_000);
    expect((await games.random('live')).identifier).toBe(game.identifier);
    expect(side.requests.at(-1)?.query.get('identifier')).toBe('live');
    expect(await games.playedGames()).toEqual([{ identifier: game.identifier, last_activity_at: null }]);
  });

  it('rejects with the 404 when a category has no game to pick', async () => {
    side.answer = () => ({ status: 404, body: { errors: { identifier: ['has no games'] } } });
    await expect(games.random('empty')).rejects.toBeInstanceOf(CasinoHttpError);
  });
});

describe('favourites', () => {
  it('loads the ids (v1) at sign-in and the games (v2) on demand; a guest gets none without a request', async () => {
    expect(await games.loadFavourites()).toEqual([]);
    expect(side.requests).toHaveLength(0);
    side.answer = (request) =>
      request.headers.get('accept-client') === FAVORITES_V2
        ? { status: 200, body: [game] }
        : { status: 200, body: [101, 7] };
    await signIn();
    expect(side.requests[0]?.headers.get('accept-client')).toBe(FAVORITES_V1);
    await vi.waitFor(() => expect(games.favouriteIds.value).toEqual([101, 7]));
    expect(games.isFavourite(game)).toBe(true);
    expect(await games.favouriteGames()).toEqual([game]);
    expect(side.requests.at(-1)?.headers.get('accept-client')).toBe(FAVORITES_V2);
  });

  it('toggles by the id of the player currency, else FUN, and ignores a toggle while that game is in flight', async () => {
    side.answer = () => ({ status: 200, body: [] });
    await signIn();
    const held = deferred<GamesAnswer>();
    side.answer = () => held.promise;
    const first = games.toggleFavourite(game);
    expect(games.favouriteIds.value).toEqual([101]);
    expect(games.togglingFavourites.value.has(game.identifier)).toBe(true);
    expect(await games.toggleFavourite(game)).toBe('ignored');
    held.resolve({ status: 204 });
    expect(await first).toBe('added');
    expect(side.requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
      '/api/player/favorite_games/101',
    ]);

    side.answer = () => ({ status: 204 });
    expect(await games.toggleFavourite(game)).toBe('removed');
    expect(side.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/player/favorite_games/101' });
    expect(games.favouriteIds.value).toEqual([]);

    const demoOnly = gameFixture({ identifier: 'b/demo', currencies: { FUN: { id: 905, jackpot: null } } });
    expect(await games.toggleFavourite(demoOnly)).toBe('added');
    expect(side.requests.at(-1)?.path).toBe('/api/player/favorite_games/905');
    const noId = gameFixture({ identifier: 'c/live', currencies: { USD: { id: 5, jackpot: null } } });
    await expect(games.toggleFavourite(noId)).rejects.toThrow(/no id in EUR nor FUN/);
  });

  it('rolls an add or a removal back when the platform refuses it', async () => {
    side.answer = () => ({ status: 200, body: [7] });
    await signIn();
    await vi.waitFor(() => expect(games.favouriteIds.value).toEqual([7]));
    side.answer = () => ({ status: 500, body: { errors: { base: ['boom'] } } });
    await expect(games.toggleFavourite(game)).rejects.toBeInstanceOf(CasinoHttpError);
    expect(games.favouriteIds.value).toEqual([7]);
    expect(games.togglingFavourites.value.size).toBe(0);

    const other = gameFixture({ identifier: 'b/other', currencies: { EUR: { id: 7, jackpot: null } } });
    await expect(games.toggleFavourite(other)).rejects.toBeInstanceOf(CasinoHttpError);
    expect(games.favouriteIds.value).toEqual([7]);
  });

  it('clears the favourites at sign-out, and a toggle answered after it changes nothing', async () => {
    side.answer = () => ({ status: 200, body: [7] });
    await signIn();
    await vi.waitFor(() => expect(games.favouriteIds.value).toEqual([7]));
    const held = deferred<GamesAnswer>();
    side.answer = () => held.promise;
    const toggle = games.toggleFavourite(game);
    await casino.session.signOut();
    expect(games.favouriteIds.value).toEqual([]);
    held.resolve({ status: 500, body: { errors: { base: ['boom'] } } });
    await expect(toggle).rejects.toBeInstanceOf(CasinoHttpError);
    expect(games.favouriteIds.value).toEqual([]);
    expect(games.togglingFavourites.value.size).toBe(0);
  });
});
