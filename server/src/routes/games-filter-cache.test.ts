import {
  FAVORITES_V2,
  FavoriteGameList,
  GamesFilterPage,
  type GamesFilterRequest,
  Jackpots,
} from '@casino/sdk/contract';
import { generateCatalogue } from '../games/catalogue/generate-catalogue';
import { replaceCatalogue } from '../games/catalogue/write-catalogue';
import { playRealRound } from '../games/play/real-round';
import { createJackpot } from '../jackpots/create-jackpot';
import { CATALOGUE_GAMES, CATALOGUE_SEED } from '../seed/seed';
import { createFundedPlayer } from '../testing/funded-player';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { PAGE_MAX_AGE_MS } from './games';

// games_filter keeps the number of games per filter and every page asked for (routes/games.ts): these tests change the
// catalogue under a running app and expect every kept answer to follow, and a player's own lists never to be shared.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function filter(body: GamesFilterRequest, client: TestClient = t.client()) {
  const response = await client.post('/api/games_filter', body);
  expect(response.status, response.text).toBe(200);
  return GamesFilterPage.parse(response.body);
}

/** Changes are announced when they commit and reach the app a moment later: wait for the answer to follow. */
const settled = { timeout: 10_000, interval: 20 };

describe('games_filter answers kept between requests', () => {
  it('follows a game leaving, a game rising to the top and a whole new catalogue', async () => {
    const [first, second] = [await filter({}), await filter({ page: 2 })];
    expect(first.pagination.total_count).toBe(CATALOGUE_GAMES);
    expect(second.pagination.total_count).toBe(CATALOGUE_GAMES);
    const top = first.data[0]?.identifier ?? '';
    expect((await filter({})).data[0]?.identifier).toBe(top);

    await t.db.query('delete from games where identifier = $1', [top]);
    await expect.poll(async () => (await filter({})).data[0]?.identifier, settled).not.toBe(top);
    expect((await filter({})).pagination.total_count).toBe(CATALOGUE_GAMES - 1);
    expect((await filter({ page: 2 })).pagination.total_count).toBe(CATALOGUE_GAMES - 1);
    expect((await filter({ page: 2 })).data.map((game) => game.identifier)).not.toContain(top);

    const bottom = (await filter({ sort: { type: 'popularity', direction: 'ASC' } })).data[0]?.identifier ?? '';
    await t.db.query('update games set popularity = 1000000000 where identifier = $1', [bottom]);
    await expect.poll(async () => (await filter({})).data[0]?.identifier, settled).toBe(bottom);

    const pokies: GamesFilterRequest = { filter: { categories: { identifiers: ['pokies'] } } };
    const pokiesBefore = (await filter(pokies)).pagination.total_count;
    const pokie = (await filter(pokies)).data[0]?.identifier ?? '';
    await t.db.query(
      `delete from game_categories where category = 'pokies' and game_id = (select id from games where identifier = $1)`,
      [pokie],
    );
    await expect.poll(async () => (await filter(pokies)).pagination.total_count, settled).toBe(pokiesBefore - 1);
    expect((await filter({ ...pokies, page: 2 })).pagination.total_count).toBe(pokiesBefore - 1);

    const catalogue = generateCatalogue({ seed: CATALOGUE_SEED + 1, games: 120, asOf: t.clock() });
    await t.db.transaction((tx) => replaceCatalogue(tx, catalogue));
    await expect.poll(async () => (await filter({ page: 2 })).pagination.total_count, settled).toBe(120);
    const page = await filter({});
    expect(page.pagination.total_count).toBe(120);
    const identifiers = new Set(catalogue.games.map((game) => game.identifier));
    expect(page.data.every((game) => identifiers.has(game.identifier))).toBe(true);
  });

  it.each([
    ['a first page', { page_size: 100 }],
    ['a deeper page', { page: 3, page_size: 40 }],
  ])('answers %s with jackpots at most a second old', async (name, lobby: GamesFilterRequest) => {
    const jackpotsAt = async () => {
      const page = await filter(lobby);
      return page.data.flatMap((game) => Object.values(game.currencies).map((currency) => currency.jackpot));
    };
    // a jackpot on the page's first game, which a real bet then grows
    const [game] = (await filter(lobby)).data;
    if (!game) throw new Error('an empty lobby page');
    const [currency = 'USD'] = Object.keys(game.currencies).filter((code) => code !== 'FUN');
    await t.db.transaction((tx) =>
      createJackpot(
        tx,
        {
          identifier: `cache-${name.replaceAll(' ', '-')}`,
          name: `Cache ${name}`,
          type: 'mystic',
          currency,
          allowedCurrencies: [currency],
          games: [game.identifier],
          levels: [
            {
              identifier: 'top',
              name: 'Top',
              seedCents: 10_000,
              mustDropByCents: 1_000_000,
              contributionPercent: '10',
            },
          ],
        },
        t.clock(),
      ),
    );
    t.clock.advance(PAGE_MAX_AGE_MS);
    const before = await jackpotsAt();
    expect(before.some((amount) => amount !== null)).toBe(true);
    const userId = await t.db.transaction((tx) =>
      createFundedPlayer(tx, `cache-${name.replaceAll(' ', '-')}@games.test`, 1_000_000, t.clock(), currency),
    );
    await t.db.transaction((tx) =>
      playRealRound(tx, { userId, identifier: game.identifier, currency, lineBetCents: 10 }, t.clock()),
    );
    t.clock.advance(PAGE_MAX_AGE_MS - 1);
    expect(await jackpotsAt()).toEqual(before);
    t.clock.advance(PAGE_MAX_AGE_MS);
    const after = await jackpotsAt();
    expect(after).not.toEqual(before);
    const live = Jackpots.parse((await t.client().get('/api/games/jackpots')).body);
    const page = await filter(lobby);
    for (const shown of page.data) {
      for (const [code, { jackpot }] of Object.entries(shown.currencies)) {
        if (jackpot !== null) expect(jackpot).toBe(live[code]?.[shown.identifier]);
      }
    }
  });

  it('keeps nothing of a player: each sees their own favourites, and games_filter answers all the same', async () => {
    const [eur, usd] = [t.client(), t.client()];
    await eur.signIn('eur@casino.test');
    await usd.signIn('usd@casino.test');
    const mine = (await filter({ filter: { currencies: ['EUR'] } })).data[0];
    const theirs = (await filter({ filter: { currencies: ['USD'] } })).data.find(
      (g) => g.identifier !== mine?.identifier,
    );
    if (!mine || !theirs) throw new Error('no games in EUR and USD');
    expect((await eur.put(`/api/player/favorite_games/${mine.currencies.EUR?.id}`, undefined)).status).toBe(204);
    expect((await usd.put(`/api/player/favorite_games/${theirs.currencies.USD?.id}`, undefined)).status).toBe(204);

    for (const request of [
      { page_size: 10 },
      { page: 4, page_size: 10 },
      { filter: { currencies: ['EUR'] }, page: 2 },
    ]) {
      const visitor = await filter(request);
      expect(await filter(request, eur)).toEqual(visitor);
      expect(await filter(request, usd)).toEqual(visitor);
      expect(visitor.data.every((game) => game.unfinished_games_for.length === 0)).toBe(true);
    }
    for (const [client, identifier] of [
      [eur, mine.identifier],
      [usd, theirs.identifier],
    ] as const) {
      const favourites = await client.get('/api/player/favorite_games', { 'accept-client': FAVORITES_V2 });
      expect(FavoriteGameList.parse(favourites.body).map((game) => game.identifier)).toEqual([identifier]);
    }
  });
});
