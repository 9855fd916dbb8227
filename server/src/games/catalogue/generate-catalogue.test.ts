import { CATALOGUE_CATEGORIES } from './categories';
import { generateCatalogue } from './generate-catalogue';

const asOf = new Date('2026-03-02T00:00:00Z');
const catalogue = generateCatalogue({ seed: 7, games: 3_000, asOf });

describe('generateCatalogue', () => {
  it('is deterministic in its seed and changes with it', () => {
    expect(generateCatalogue({ seed: 7, games: 3_000, asOf })).toEqual(catalogue);
    const other = generateCatalogue({ seed: 8, games: 3_000, asOf });
    expect(other.games.map((g) => g.identifier)).not.toEqual(catalogue.games.map((g) => g.identifier));
  });

  it('makes the requested number of games with unique identifiers from at least 25 providers', () => {
    expect(catalogue.games).toHaveLength(3_000);
    expect(new Set(catalogue.games.map((g) => g.identifier)).size).toBe(3_000);
    expect(catalogue.providers.length).toBeGreaterThanOrEqual(25);
    const used = new Set(catalogue.games.map((g) => g.provider));
    expect(used.size).toBeGreaterThanOrEqual(25);
    for (const game of catalogue.games) expect(game.identifier).toBe(`${game.provider}/${game.slug}`);
  });

  it('fills every category, and `all` holds every game', () => {
    for (const category of CATALOGUE_CATEGORIES) {
      expect(
        catalogue.games.some((g) => g.categories.includes(category)),
        category,
      ).toBe(true);
    }
    expect(catalogue.games.every((g) => g.categories.includes('all'))).toBe(true);
  });

  it('keeps the figures realistic: RTP 94–97.5, lines or ways for slots, badges matching categories', () => {
    for (const game of catalogue.games) {
      expect(game.rtp).toBeGreaterThanOrEqual(94);
      expect(game.rtp).toBeLessThanOrEqual(97.5);
      if (game.kind === 'slot') expect(game.lines > 0 || game.ways > 0, game.identifier).toBe(true);
      expect(game.badges.includes('new')).toBe(game.categories.includes('new'));
      expect(game.badges.includes('top')).toBe(game.categories.includes('top'));
      expect(game.badges.includes('jackpot')).toBe(game.jackpot !== null);
      expect(game.devices.length).toBeGreaterThan(0);
    }
    for (const badge of ['new', 'top', 'jackpot', 'bonus_wagering', 'mystic_jackpot'] as const) {
      expect(
        catalogue.games.some((g) => g.badges.includes(badge)),
        badge,
      ).toBe(true);
    }
  });

  it('gives demo play (FUN) to every game but live ones, and currencies of the casino', () => {
    for (const game of catalogue.games) {
      expect(game.currencies.includes('FUN')).toBe(game.kind !== 'live');
      expect(game.currencies).toContain('EUR');
    }
    expect(catalogue.games.some((g) => g.currencies.includes('BTC'))).toBe(true);
    expect(catalogue.games.some((g) => !g.currencies.includes('BTC'))).toBe(true);
  });

  it('dates new games in the last 30 days and prerelease games after asOf', () => {
    for (const game of catalogue.games) {
      const age = asOf.getTime() - game.releasedAt.getTime();
      if (game.categories.includes('prerelease')) expect(age).toBeLessThan(0);
      if (game.categories.includes('new')) expect(age).toBeLessThan(30 * 86_400_000);
    }
  });

  it('fills collections with member games, most popular first', () => {
    expect(catalogue.collections.length).toBeGreaterThan(0);
    const popularity = new Map(catalogue.games.map((g) => [g.identifier, g.popularity]));
    for (const collection of catalogue.collections) {
      expect(collection.gameIdentifiers.length, collection.id).toBeGreaterThan(0);
      const values = collection.gameIdentifiers.map((id) => popularity.get(id) ?? -1);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
  });

  it('generates 10,000 games quickly', () => {
    const started = performance.now();
    expect(generateCatalogue({ seed: 1, games: 10_000, asOf }).games).toHaveLength(10_000);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
