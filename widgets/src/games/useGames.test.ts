import { gamesOf } from '@casino/sdk/games';
import { createFixtureCasino, fixtureGame, fixtureGames } from '@casino/sdk/testing';

describe('gamesOf', () => {
  it('gives every widget of a casino the same games module, and another casino its own', () => {
    const first = createFixtureCasino().casino;
    const second = createFixtureCasino().casino;
    expect(gamesOf(first)).toBe(gamesOf(first));
    expect(gamesOf(second)).not.toBe(gamesOf(first));
  });

  it('loads the favourites of a session that was open before the module was made', async () => {
    const favourite = fixtureGame(3);
    const { casino } = createFixtureCasino({
      signedInAs: 'eur@casino.test',
      games: { favourites: [favourite.identifier] },
    });
    await casino.start();
    const games = gamesOf(casino);
    await vi.waitFor(() => expect(games.favouriteIds.value).toEqual([favourite.currencies.EUR?.id]));
    expect(games.isFavourite(favourite)).toBe(true);
  });
});

describe('the fixture catalogue behind the games module', () => {
  it('pages 10,000 contract-valid games with the real page numbers', async () => {
    const { casino } = createFixtureCasino({ games: { catalogue: 10_000 } });
    const page = await gamesOf(casino).filter({ page: 250, page_size: 40 });
    expect(page.data).toHaveLength(40);
    expect(page.pagination).toEqual({
      current_page: 250,
      next_page: null,
      prev_page: 249,
      total_pages: 250,
      total_count: 10_000,
    });
    expect(new Set(fixtureGames(10_000).map((game) => game.identifier)).size).toBe(10_000);
  });

  it('filters by category, provider and title words, ignoring case and accents', async () => {
    const { casino } = createFixtureCasino();
    const games = gamesOf(casino);
    const live = await games.filter({ filter: { categories: { identifiers: ['live'] } } });
    expect(live.data.length).toBeGreaterThan(0);
    expect(live.data.every((game) => game.categories.includes('live'))).toBe(true);
    const netent = await games.filter({ filter: { providers: ['netent'] } });
    expect(netent.data.every((game) => game.provider === 'netent')).toBe(true);
    const found = await games.filter({ filter: { title: 'BONAN swe' } });
    expect(found.data.map((game) => game.title)).toEqual(['Sweet Bonánza']);
  });

  it('selects games by identifier, leaving unknown ones out', async () => {
    const { casino } = createFixtureCasino();
    const [a, b] = [fixtureGame(0), fixtureGame(5)];
    const selection = await gamesOf(casino).select([b.identifier, 'nobody/nothing', a.identifier]);
    expect(Object.keys(selection).sort()).toEqual([a.identifier, b.identifier].sort());
  });

  it('adds and removes favourites and lists them as ids (v1) and games (v2)', async () => {
    const { casino } = createFixtureCasino({ signedInAs: 'eur@casino.test' });
    await casino.start();
    const games = gamesOf(casino);
    const game = fixtureGame(2);
    await expect(games.toggleFavourite(game)).resolves.toBe('added');
    await expect(games.loadFavourites()).resolves.toEqual([game.currencies.EUR?.id]);
    expect((await games.favouriteGames()).map((favourite) => favourite.identifier)).toEqual([game.identifier]);
    await expect(games.toggleFavourite(game)).resolves.toBe('removed');
    await expect(games.favouriteGames()).resolves.toEqual([]);
  });

  it('lists the played games most recent first', async () => {
    const played = [fixtureGame(4).identifier, fixtureGame(1).identifier];
    const { casino } = createFixtureCasino({ signedInAs: 'eur@casino.test', games: { played } });
    await casino.start();
    expect((await gamesOf(casino).playedGames()).map((game) => game.identifier)).toEqual(played);
  });
});
