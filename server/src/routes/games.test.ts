import {
  ErrorBody,
  FAVORITES_V1,
  FAVORITES_V2,
  FavoriteGameIds,
  FavoriteGameList,
  Game,
  GameCollectionList,
  GameProviderList,
  GamesFilterPage,
  type GamesFilterRequest,
  GamesSelection,
  Jackpots,
  PlayedGameList,
} from '@casino/sdk/contract';
import { CATALOGUE_CATEGORIES } from '../games/catalogue/categories';
import { recordPlayedGame } from '../games/lobby/played-games';
import { playRealRound } from '../games/play/real-round';
import { CATALOGUE_GAMES } from '../seed/seed';
import { createFundedPlayer } from '../testing/funded-player';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';

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

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from (${sql}) q`, params);
  return row?.n ?? 0;
}

async function signedIn(email = 'usd@casino.test') {
  const client = t.client();
  await client.signIn(email);
  return client;
}

async function userId(email: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('select id from users where email = $1', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('POST /api/games_filter', () => {
  it('answers the first 40 games by popularity with the page numbers', async () => {
    const page = await filter({});
    expect(page.data).toHaveLength(40);
    expect(page.pagination).toEqual({
      current_page: 1,
      next_page: 2,
      prev_page: null,
      total_pages: Math.ceil(CATALOGUE_GAMES / 40),
      total_count: CATALOGUE_GAMES,
    });
    const [first] = page.data;
    expect(first?.identifier).toBe(`${first?.provider}/${first?.slug}`);
    expect(first?.image_url).toBe(`/games/art/${first?.provider}/${first?.slug}.svg`);
    const art = await t.app.inject({ method: 'GET', url: first?.image_url ?? '' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(art.body).toContain('<svg');
    const [top] = await t.db.query<{ identifier: string }>(
      'select identifier from games order by popularity desc, id limit 1',
    );
    expect(first?.identifier).toBe(top?.identifier);
  });

  it('pages to the end: the last page is short and has no next page', async () => {
    const last = Math.ceil(CATALOGUE_GAMES / 100);
    const page = await filter({ page: last, page_size: 100 });
    expect(page.data).toHaveLength(CATALOGUE_GAMES - (last - 1) * 100);
    expect(page.pagination).toMatchObject({ current_page: last, next_page: null, prev_page: last - 1 });
    const beyond = await filter({ page: last + 5, page_size: 100 });
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination).toMatchObject({ next_page: null, prev_page: last, total_count: CATALOGUE_GAMES });
    const pageOne = await filter({ page_size: 7 });
    const pageTwo = await filter({ page: 2, page_size: 7 });
    expect(new Set([...pageOne.data, ...pageTwo.data].map((g) => g.identifier)).size).toBe(14);
  });

  it('filters by device, provider, currency and volatility', async () => {
    const mobile = await filter({ device: 'mobile', page_size: 100 });
    expect(mobile.data.every((g) => g.devices.includes('mobile'))).toBe(true);
    expect(mobile.pagination.total_count).toBe(await count("select 1 from games where 'mobile' = any(devices)"));

    const studios = await filter({ filter: { providers: ['netent', 'playngo'] }, page_size: 100 });
    expect(new Set(studios.data.map((g) => g.provider))).toEqual(new Set(['netent', 'playngo']));
    expect(studios.pagination.total_count).toBe(
      await count("select 1 from games where provider in ('netent', 'playngo')"),
    );

    const btc = await filter({ filter: { currencies: ['BTC'] }, page_size: 100 });
    expect(btc.data.every((g) => 'BTC' in g.currencies)).toBe(true);
    expect(btc.pagination.total_count).toBe(await count("select 1 from game_currency_ids where currency = 'BTC'"));
    expect(btc.pagination.total_count).toBeLessThan(CATALOGUE_GAMES);

    const calm = await filter({ filter: { volatility_rating: ['low', 'very-high'] }, page_size: 100 });
    expect(calm.data.every((g) => ['low', 'very-high'].includes(g.volatility_rating))).toBe(true);
    expect(calm.pagination.total_count).toBe(
      await count("select 1 from games where volatility in ('low', 'very-high')"),
    );
  });

  it('matches any of the categories (OR) or all of them (AND) and puts top_categories first', async () => {
    const either = await filter({ filter: { categories: { identifiers: ['live', 'table'], strategy: 'OR' } } });
    expect(either.data.every((g) => g.categories.includes('live') || g.categories.includes('table'))).toBe(true);
    expect(either.pagination.total_count).toBe(
      await count("select distinct game_id from game_categories where category in ('live', 'table')"),
    );
    const both = await filter({
      filter: { categories: { identifiers: ['pokies', 'new', 'pokies'], strategy: 'AND' } },
      page_size: 100,
    });
    expect(both.data.every((g) => g.categories.includes('pokies') && g.categories.includes('new'))).toBe(true);
    expect(both.pagination.total_count).toBe(
      await count(
        "select game_id from game_categories where category in ('pokies', 'new') group by game_id having count(*) = 2",
      ),
    );
    expect(both.pagination.total_count).toBeGreaterThan(0);
    const specialCount = await count("select 1 from game_categories where category = 'special'");
    expect(specialCount).toBeLessThan(100);
    const ordered = await filter({ sort: { type: 'popularity', top_categories: ['special', 'live'] }, page_size: 100 });
    const categoryOf = (g: Game) => (g.categories.includes('special') ? 0 : g.categories.includes('live') ? 1 : 2);
    const ranks = ordered.data.map(categoryOf);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks.indexOf(1)).toBe(specialCount);
    const popularity = ordered.data.slice(0, specialCount).map((g) => g.identifier);
    const specials = await filter({ filter: { categories: { identifiers: ['special'] } }, page_size: 100 });
    expect(popularity).toEqual(specials.data.map((g) => g.identifier));
  });

  it('has games in every category of the catalogue', async () => {
    for (const category of CATALOGUE_CATEGORIES) {
      const page = await filter({ filter: { categories: { identifiers: [category] } }, page_size: 1 });
      expect(page.pagination.total_count, category).toBeGreaterThan(0);
    }
  });

  it('filters by ranges of lines, ways, hit rate and payout', async () => {
    const page = await filter({
      filter: { lines: { min: 20, max: 25 }, hit_rate: { min: 20 }, payout: { max: 96 } },
      page_size: 100,
    });
    expect(page.data.length).toBeGreaterThan(0);
    for (const game of page.data) {
      expect(game.lines).toBeGreaterThanOrEqual(20);
      expect(game.lines).toBeLessThanOrEqual(25);
      expect(Number(game.hit_rate)).toBeGreaterThanOrEqual(20);
      expect(game.rtp).toBeLessThanOrEqual(96);
    }
    const megaways = await filter({ filter: { ways: { min: 100_000 } } });
    expect(megaways.pagination.total_count).toBe(await count('select 1 from games where ways >= 100000'));
  });

  it('sorts by title, release date and RTP in both directions', async () => {
    const byTitle = await filter({ sort: { type: 'title' }, page_size: 50 });
    const titles = byTitle.data.map((g) => g.title.toLowerCase());
    expect(titles[0]?.localeCompare(titles[49] ?? '')).toBeLessThanOrEqual(0);
    const newest = await filter({ sort: { type: 'released_at' }, page_size: 50 });
    const dates = newest.data.map((g) => g.released_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const lowRtp = await filter({ sort: { type: 'rtp', direction: 'ASC' }, page_size: 50 });
    const rtps = lowRtp.data.map((g) => g.rtp);
    expect(rtps).toEqual([...rtps].sort((a, b) => a - b));
  });

  it('searches titles by word prefixes, ignoring case and accents', async () => {
    const [sweet] = await t.db.query<{ title: string }>("select title from games where title like 'Sweet Bonanza%'");
    expect(sweet).toBeDefined();
    const found = await filter({ filter: { title: 'bonánza' }, page_size: 100 });
    expect(found.data.map((g) => g.title)).toContain(sweet?.title);
    expect(found.data.every((g) => /(^|\s)bonanza/i.test(g.title))).toBe(true);
    expect(found.pagination.total_count).toBe(await count("select 1 from games where title_sort ~ '(^| )bonanza'"));

    const both = await filter({ filter: { title: 'SWEET Bon' } });
    expect(both.data.map((g) => g.title)).toContain(sweet?.title);
    expect(both.data.every((g) => /(^|\s)sweet/i.test(g.title) && /(^|\s)bon/i.test(g.title))).toBe(true);

    const pinata = await filter({ filter: { title: 'pinata' } });
    expect(pinata.data.length).toBeGreaterThan(0);
    expect(pinata.data.every((g) => g.title.includes('Piñata'))).toBe(true);

    expect((await filter({ filter: { title: 'zzqx' } })).pagination).toMatchObject({ total_count: 0, total_pages: 0 });
    expect((await filter({ filter: { title: ' !! ' } })).pagination.total_count).toBe(CATALOGUE_GAMES);
  });

  it('refuses bad input by field with 422, never 500', async () => {
    const client = t.client();
    const cases: [unknown, string][] = [
      [{ page: 0 }, 'page'],
      [{ page_size: 101 }, 'page_size'],
      [{ device: 'tv' }, 'device'],
      [{ filter: { volatility_rating: ['wild'] } }, 'filter.volatility_rating.0'],
      [{ filter: { categories: { identifiers: 'live' } } }, 'filter.categories.identifiers'],
      [{ filter: { title: 'x'.repeat(101) } }, 'filter.title'],
      [{ filter: { lines: { min: 'ten' } } }, 'filter.lines.min'],
      [{ sort: { type: 'random' } }, 'sort.type'],
      [{ sort: { direction: 'UP' } }, 'sort.direction'],
      [[], 'base'],
    ];
    for (const [body, field] of cases) {
      const response = await client.post('/api/games_filter', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(ErrorBody.parse(response.body).errors), JSON.stringify(body)).toContain(field);
    }
    const nul = await client.post('/api/games_filter', { filter: { title: 'a\u0000b' } });
    expect(nul.status).toBe(422);
  });
});

describe('the title search index', () => {
  it('plans a title search on the GIN index of word prefixes, not a table scan', async () => {
    const plan = await t.db.query<{ 'QUERY PLAN': string }>(
      "explain select id from games g where g.title_prefixes @> array['bonanza']::text[]",
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('games_title_prefixes');
    expect(text).not.toMatch(/Seq Scan on games/);
  });
});

describe('POST /api/games_filter/select', () => {
  it('answers the known games by identifier and leaves the others out', async () => {
    const { data } = await filter({ page_size: 2 });
    const ids = data.map((g) => g.identifier);
    const response = await t.client().post('/api/games_filter/select', { game_ids: [...ids, 'nobody/nothing'] });
    expect(response.status).toBe(200);
    const selection = GamesSelection.parse(response.body);
    expect(Object.keys(selection).sort()).toEqual([...ids].sort());
    expect(selection[ids[0] ?? '']).toEqual(data[0]);
  });

  it('refuses a body without game_ids', async () => {
    const response = await t.client().post('/api/games_filter/select', { device: 'mobile' });
    expect(response.status).toBe(422);
    expect(ErrorBody.parse(response.body).errors).toHaveProperty('game_ids');
  });
});

describe('providers, collections, jackpots and random', () => {
  it('lists at least 25 providers by title', async () => {
    const providers = GameProviderList.parse((await t.client().get('/api/games/providers')).body);
    expect(providers.length).toBeGreaterThanOrEqual(25);
    const titles = providers.map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('lists collections with their number of games, matching the games that name them', async () => {
    const collections = GameCollectionList.parse((await t.client().get('/api/games/collections')).body);
    expect(collections.length).toBeGreaterThan(0);
    const [first] = collections;
    expect(first?.games_count).toBe(
      await count('select 1 from game_collection_games where collection_id = $1', [first?.id]),
    );
  });

  it('answers jackpots per currency from the real pools, which real bets grow', async () => {
    const before = Jackpots.parse((await t.client().get('/api/games/jackpots')).body);
    const eur = before.EUR ?? {};
    const jackpotGames = await count(
      `select 1 from jackpot_games j join games g on g.identifier = j.game
       where exists (select 1 from game_currency_ids i where i.game_id = g.id and i.currency = 'EUR')`,
    );
    expect(Object.keys(eur)).toHaveLength(jackpotGames);
    expect(before).not.toHaveProperty('FUN');
    const identifier = 'goldcrest/golden-rocket';
    const amount = eur[identifier];
    const selection = GamesSelection.parse(
      (await t.client().post('/api/games_filter/select', { game_ids: [identifier] })).body,
    );
    expect(selection[identifier]?.currencies.EUR?.jackpot).toBe(amount);
    const [pools] = await t.db.query<{ cents: number }>(
      `select sum(a.amount_cents)::bigint as cents from jackpot_levels l
       join jackpot_level_amounts(array[l.id]) a on true`,
    );
    expect(amount).toBe(pools?.cents);
    const userId = await t.db.transaction((tx) =>
      createFundedPlayer(tx, 'grower@games.test', 1_000_000, t.clock(), 'EUR'),
    );
    // a 100 € bet gives the pools 1 € (0.4 + 0.3 + 0.3 %), shown on every game of the jackpot
    await t.db.transaction((tx) =>
      playRealRound(tx, { userId, identifier, currency: 'EUR', lineBetCents: 500 }, t.clock()),
    );
    const after = Jackpots.parse((await t.client().get('/api/games/jackpots')).body);
    expect(after.EUR?.[identifier]).toBe((amount ?? 0) + 100);
    expect(Object.entries(eur).every(([id, cents]) => after.EUR?.[id] === cents + 100)).toBe(true);
  });

  it('answers a random game of a category, 404 for a category without games, 422 for a bad query', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await t.client().get('/api/games/random?identifier=live');
      expect(response.status).toBe(200);
      expect(Game.parse(response.body).categories).toContain('live');
    }
    expect((await t.client().get('/api/games/random')).status).toBe(200);
    const unknown = await t.client().get('/api/games/random?identifier=nothing-here');
    expect(unknown.status).toBe(404);
    expect(ErrorBody.parse(unknown.body).errors).toHaveProperty('identifier');
    expect((await t.client().get(`/api/games/random?identifier=${'x'.repeat(101)}`)).status).toBe(422);
  });
});

describe('played games', () => {
  it('needs a session', async () => {
    expect((await t.client().get('/api/player/played_games')).status).toBe(401);
  });

  it('lists the games the player played, most recent first', async () => {
    const client = await signedIn('eur@casino.test');
    expect(PlayedGameList.parse((await client.get('/api/player/played_games')).body)).toEqual([]);
    const games = await t.db.query<{ id: number; identifier: string }>(
      'select id, identifier from games order by id limit 2',
    );
    const [a, b] = games;
    if (!a || !b) throw new Error('catalogue is empty');
    const id = await userId('eur@casino.test');
    await recordPlayedGame(t.db, id, a.id, new Date('2026-03-02T10:00:00Z'));
    await recordPlayedGame(t.db, id, b.id, new Date('2026-03-02T11:00:00Z'));
    await recordPlayedGame(t.db, id, a.id, new Date('2026-03-02T09:00:00Z'));
    expect(PlayedGameList.parse((await client.get('/api/player/played_games')).body)).toEqual([
      { identifier: b.identifier, last_activity_at: '2026-03-02T11:00:00.000Z' },
      { identifier: a.identifier, last_activity_at: '2026-03-02T10:00:00.000Z' },
    ]);
  });
});

describe('favourite games', () => {
  it('needs a session for every call', async () => {
    const guest = t.client();
    expect((await guest.get('/api/player/favorite_games')).status).toBe(401);
    expect((await guest.put('/api/player/favorite_games/1', undefined)).status).toBe(401);
    expect((await guest.delete('/api/player/favorite_games/1')).status).toBe(401);
  });

  it('adds and removes by numeric id, idempotently, and lists ids (v1) or games (v2)', async () => {
    const client = await signedIn('usd@casino.test');
    const { data } = await filter({ filter: { currencies: ['USD'] }, page_size: 2 });
    const [first, second] = data;
    if (!first || !second) throw new Error('no USD games');
    const firstUsd = first.currencies.USD?.id ?? 0;
    const secondFun = second.currencies.FUN?.id ?? second.currencies.USD?.id ?? 0;

    expect((await client.put(`/api/player/favorite_games/${firstUsd}`, undefined)).status).toBe(204);
    expect((await client.put(`/api/player/favorite_games/${firstUsd}`, undefined)).status).toBe(204);
    t.clock.advance(1_000);
    expect((await client.put(`/api/player/favorite_games/${secondFun}`, undefined)).status).toBe(204);

    const v1 = await client.get('/api/player/favorite_games', { 'accept-client': FAVORITES_V1 });
    // newest first, each as its id in the player's currency (USD)
    expect(FavoriteGameIds.parse(v1.body)).toEqual([second.currencies.USD?.id, firstUsd]);
    const byDefault = await client.get('/api/player/favorite_games');
    expect(byDefault.body).toEqual(v1.body);
    const v2 = await client.get('/api/player/favorite_games', { 'accept-client': FAVORITES_V2 });
    expect(FavoriteGameList.parse(v2.body).map((g) => g.identifier)).toEqual([second.identifier, first.identifier]);

    expect((await client.delete(`/api/player/favorite_games/${firstUsd}`)).status).toBe(204);
    expect((await client.delete(`/api/player/favorite_games/${firstUsd}`)).status).toBe(204);
    const after = await client.get('/api/player/favorite_games', { 'accept-client': FAVORITES_V2 });
    expect(FavoriteGameList.parse(after.body).map((g) => g.identifier)).toEqual([second.identifier]);
  });

  it('answers 404 for a numeric id no game has and 422 for one that is not a number', async () => {
    const client = await signedIn('usd@casino.test');
    const unknown = await client.put('/api/player/favorite_games/999999999', undefined);
    expect(unknown.status).toBe(404);
    expect(ErrorBody.parse(unknown.body).errors).toHaveProperty('id');
    expect((await client.delete('/api/player/favorite_games/999999999')).status).toBe(404);
    expect((await client.put('/api/player/favorite_games/abc', undefined)).status).toBe(422);
  });
});
