import { type Casino, createCasino } from '../casino';
import { FAVORITES_V1, FAVORITES_V2 } from '../contract/games';
import { routePath } from '../contract/routes';
import { CasinoHttpError, ContractError } from '../errors';
import {
  createFixturePlatform,
  FIXTURE_ORIGIN,
  FIXTURE_PASSWORD,
  type FixturePlatform,
  type FixturePlatformOptions,
  fixtureGame,
} from '../testing';
import { createGames, type GamesModule } from './games';

let platform: FixturePlatform;
let casino: Casino;
let games: GamesModule;

/** The catalogue's most popular game: ids in EUR and FUN among others. */
const game = fixtureGame(0);
const eurId = game.currencies.EUR?.id;
const funId = game.currencies.FUN?.id;

/** A casino (no realtime) and its games module on a fresh fixture platform whose session is the EUR player's. */
function start(options: FixturePlatformOptions = {}) {
  platform = createFixturePlatform({ signedInAs: 'eur@casino.test', ...options });
  casino = createCasino({ baseUrl: FIXTURE_ORIGIN, fetch: platform.fetch, retryDelay: () => 0, realtime: false });
  games = createGames(casino);
}

const asked = (route: string) => platform.requests.filter((request) => request.route === route);

const signIn = async () => {
  await casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD);
  await vi.waitFor(() => expect(asked('favoriteGames')).not.toHaveLength(0));
};

describe('catalogue calls', () => {
  it('filters with page_size 40 by default (or the module option) and parses the page', async () => {
    start();
    const answer = await games.filter({ filter: { providers: [game.provider] } });
    expect(answer.data[0]?.identifier).toBe(game.identifier);
    expect(asked('gamesFilter')[0]).toMatchObject({
      method: 'POST',
      path: routePath('gamesFilter'),
      body: { page_size: 40, filter: { providers: [game.provider] } },
    });
    await createGames(casino, { pageSize: 24 }).filter({ page: 2 });
    expect(asked('gamesFilter')[1]?.body).toEqual({ page: 2, page_size: 24 });
  });

  it('refuses a request outside the contract before sending it', async () => {
    start();
    await expect(games.filter({ page_size: 500 })).rejects.toThrow(/filter: page_size/);
    await expect(games.select(Array.from({ length: 101 }, (_, i) => `p/${i}`))).rejects.toThrow(/select: game_ids/);
    expect(platform.requests).toHaveLength(0);
  });

  it('refuses an answer outside the contract (which the fixture platform never sends)', async () => {
    const broken = async () =>
      new Response(JSON.stringify({ data: [{ identifier: 'x' }], pagination: {} }), {
        headers: { 'content-type': 'application/json' },
      });
    const casinoOfBrokenPlatform = createCasino({ baseUrl: FIXTURE_ORIGIN, fetch: broken, realtime: false });
    await expect(createGames(casinoOfBrokenPlatform).filter()).rejects.toBeInstanceOf(ContractError);
  });

  it('selects by identifier, and reads providers, collections, jackpots, a random game and played games', async () => {
    start({ games: { played: [game.identifier] } });
    await casino.start();
    expect(Object.keys(await games.select([game.identifier, 'gone/game'], 'mobile'))).toEqual([game.identifier]);
    expect(asked('gamesSelect')[0]?.body).toEqual({ game_ids: [game.identifier, 'gone/game'], device: 'mobile' });
    await games.providers.reload();
    expect(games.providers.data.value.map((provider) => provider.id)).toContain(game.provider);
    expect((await games.collections())[0]).toMatchObject({ id: 'summer-hits', title: 'Summer hits' });
    const jackpot = fixtureGame(2);
    expect((await games.jackpots()).EUR?.[jackpot.identifier]).toBe(100_200);
    expect((await games.random('live')).categories).toContain('live');
    expect(asked('randomGame').at(-1)?.query.get('identifier')).toBe('live');
    expect((await games.playedGames()).map((played) => played.identifier)).toEqual([game.identifier]);
  });

  it('rejects with the 404 when a category has no game to pick', async () => {
    start();
    await expect(games.random('empty')).rejects.toBeInstanceOf(CasinoHttpError);
  });
});

describe('favourites', () => {
  it('loads the ids (v1) at sign-in and the games (v2) on demand; a guest gets none without a request', async () => {
    start({ games: { favourites: [game.identifier] } });
    expect([eurId, funId]).toEqual([expect.any(Number), expect.any(Number)]);
    expect(await games.loadFavourites()).toEqual([]);
    expect(platform.requests).toHaveLength(0);
    await signIn();
    expect(asked('favoriteGames')[0]?.headers.get('accept-client')).toBe(FAVORITES_V1);
    await vi.waitFor(() => expect(games.favouriteIds.value).toEqual([eurId]));
    expect(games.isFavourite(game)).toBe(true);
    expect(await games.favouriteGames()).toEqual([game]);
    expect(asked('favoriteGames').at(-1)?.headers.get('accept-client')).toBe(FAVORITES_V2);
  });

  it('toggles by the id of the player currency, else FUN, and ignores a toggle while that game is in flight', async () => {
    start();
    await signIn();
    const held = platform.hold('addFavoriteGame');
    const first = games.toggleFavourite(game);
    expect(games.favouriteIds.value).toEqual([eurId]);
    expect(games.togglingFavourites.value.has(game.identifier)).toBe(true);
    expect(await games.toggleFavourite(game)).toBe('ignored');
    held.release();
    expect(await first).toBe('added');
    expect(asked('addFavoriteGame').map((request) => request.path)).toEqual([
      routePath('addFavoriteGame', { id: String(eurId) }),
    ]);

    expect(await games.toggleFavourite(game)).toBe('removed');
    expect(platform.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: routePath('removeFavoriteGame', { id: String(eurId) }),
    });
    expect(games.favouriteIds.value).toEqual([]);

    const demoOnly = fixtureGame(0, {
      identifier: 'b/demo',
      currencies: { FUN: { id: Number(funId), jackpot: null } },
    });
    expect(await games.toggleFavourite(demoOnly)).toBe('added');
    expect(platform.requests.at(-1)?.path).toBe(routePath('addFavoriteGame', { id: String(funId) }));
    const noId = fixtureGame(0, { identifier: 'c/live', currencies: { USD: { id: 5, jackpot: null } } });
    await expect(games.toggleFavourite(noId)).rejects.toThrow(/no id in EUR nor FUN/);
  });

  it('rolls an add or a removal back when the platform refuses it', async () => {
    const favourite = fixtureGame(1);
    start({
      games: { favourites: [favourite.identifier] },
      failures: { addFavoriteGame: 500, removeFavoriteGame: 500 },
    });
    await signIn();
    const favouriteId = favourite.currencies.EUR?.id;
    await vi.waitFor(() => expect(games.favouriteIds.value).toEqual([favouriteId]));
    await expect(games.toggleFavourite(game)).rejects.toBeInstanceOf(CasinoHttpError);
    expect(games.favouriteIds.value).toEqual([favouriteId]);
    expect(games.togglingFavourites.value.size).toBe(0);

    await expect(games.toggleFavourite(favourite)).rejects.toBeInstanceOf(CasinoHttpError);
    expect(games.favouriteIds.value).toEqual([favouriteId]);
  });

  it('clears the favourites at sign-out, and a toggle answered after it changes nothing', async () => {
    const favourite = fixtureGame(1);
    start({ games: { favourites: [favourite.identifier] } });
    await signIn();
    await vi.waitFor(() => expect(games.favouriteIds.value).toEqual([favourite.currencies.EUR?.id]));
    const held = platform.hold('addFavoriteGame');
    const toggle = games.toggleFavourite(game);
    await casino.session.signOut();
    expect(games.favouriteIds.value).toEqual([]);
    held.release();
    await expect(toggle).rejects.toBeInstanceOf(CasinoHttpError);
    expect(games.favouriteIds.value).toEqual([]);
    expect(games.togglingFavourites.value.size).toBe(0);
  });
});
