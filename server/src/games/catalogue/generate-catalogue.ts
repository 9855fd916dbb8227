import type { GameBadge, GameDevice, VolatilityRating } from '@casino/sdk/contract';
import { CURRENCIES } from '../../seed/currencies';
import type { CatalogueCategory } from './categories';
import { COLLECTION_RULES } from './collections';
import { CATALOGUE_PROVIDERS, type CatalogueProvider, type GameKind } from './providers';
import { type SeededRandom, seededRandom } from './random';
import { normaliseTitle, titleWords } from './title-search';
import {
  LIVE_GAMES,
  LIVE_PREFIXES,
  SLOT_ADJECTIVES,
  SLOT_NOUNS,
  SLOT_PLACES,
  SLOT_SUFFIXES,
  TABLE_GAMES,
  TABLE_PREFIXES,
} from './title-words';

/** What to generate. */
export interface CatalogueOptions {
  /** Same seed (and `asOf`), same catalogue. */
  seed: number;
  /** Number of games. */
  games: number;
  /** The catalogue's "today": release dates, `new` and `prerelease` are relative to it. */
  asOf: Date;
}

/** A jackpot that grows from `seedCents` (EUR) to three times that over `cycleHours`, then is won and starts again. */
export interface CatalogueJackpot {
  seedCents: number;
  cycleHours: number;
}

/** A generated game, before it has database ids. */
export interface CatalogueGame {
  identifier: string;
  provider: string;
  slug: string;
  seoTitle: string;
  uniqSeoTitle: boolean;
  title: string;
  kind: GameKind;
  categories: CatalogueCategory[];
  devices: GameDevice[];
  volatility: VolatilityRating;
  lines: number;
  ways: number;
  /** Percent, two decimals. */
  hitRate: number;
  /** Percent, two decimals, 94–97.5. */
  rtp: number;
  badges: GameBadge[];
  jackpot: CatalogueJackpot | null;
  releasedAt: Date;
  popularity: number;
  /** Currency codes the game accepts, `FUN` first when it has demo play. */
  currencies: string[];
}

/** A generated collection with its games, most popular first. */
export interface CatalogueCollection {
  id: string;
  title: string;
  gameIdentifiers: string[];
}

/** A whole generated catalogue. */
export interface Catalogue {
  providers: { id: string; title: string }[];
  games: CatalogueGame[];
  collections: CatalogueCollection[];
}

const DAY_MS = 86_400_000;
/** Share of the most popular games in `top`. */
const TOP_SHARE = 0.05;
const MEGAWAYS = 117_649;
const FIAT = CURRENCIES.filter((c) => c.fiat).map((c) => c.code);
const CRYPTO = CURRENCIES.filter((c) => !c.fiat).map((c) => c.code);
/** Fiat currencies a studio may not offer. */
const OPTIONAL_FIAT = new Set(['JPY', 'INR', 'KZT', 'BRL']);
const VOLATILITIES: readonly VolatilityRating[] = ['low', 'low-medium', 'medium', 'medium-high', 'high', 'very-high'];

const round2 = (value: number) => Math.round(value * 100) / 100;

function slotTitle(rng: SeededRandom): string {
  const shape = rng.next();
  if (shape < 0.55) return `${rng.pick(SLOT_ADJECTIVES)} ${rng.pick(SLOT_NOUNS)}`;
  if (shape < 0.75) return `${rng.pick(SLOT_NOUNS)} of ${rng.pick(SLOT_PLACES)}`;
  if (shape < 0.9) return `${rng.pick(SLOT_ADJECTIVES)} ${rng.pick(SLOT_NOUNS)} ${rng.pick(SLOT_SUFFIXES)}`;
  return `${rng.pick(SLOT_NOUNS)} ${rng.pick(SLOT_NOUNS)}`;
}

function titleOf(kind: GameKind, rng: SeededRandom): string {
  if (kind === 'live') return `${rng.pick(LIVE_PREFIXES)} ${rng.pick(LIVE_GAMES)}`;
  if (kind === 'table') return `${rng.pick(TABLE_PREFIXES)} ${rng.pick(TABLE_GAMES)}`;
  return slotTitle(rng);
}

/** A title whose slug is still free at the studio: after a few draws, the next free number is added. */
function freshTitle(kind: GameKind, rng: SeededRandom, taken: Set<string>, provider: string): string {
  for (let attempt = 0; attempt < 8; attempt++) {
    const title = titleOf(kind, rng);
    if (!taken.has(`${provider}/${slugOf(title)}`)) return title;
  }
  const base = titleOf(kind, rng);
  for (let n = 2; ; n++) {
    const title = `${base} ${n}`;
    if (!taken.has(`${provider}/${slugOf(title)}`)) return title;
  }
}

function slugOf(title: string): string {
  return normaliseTitle(title).replaceAll(' ', '-');
}

function linesAndWays(kind: GameKind, title: string, rng: SeededRandom): { lines: number; ways: number } {
  if (kind !== 'slot') return { lines: 0, ways: 0 };
  if (title.includes('Megaways')) return { lines: 0, ways: MEGAWAYS };
  const roll = rng.next();
  if (roll < 0.7) return { lines: rng.pick([5, 9, 10, 20, 25, 30, 40, 50, 100]), ways: 0 };
  if (roll < 0.95) return { lines: 0, ways: rng.pick([243, 1024, 3125, 4096]) };
  return { lines: 0, ways: MEGAWAYS };
}

function releaseDate(asOf: Date, rng: SeededRandom): Date {
  const roll = rng.next();
  const days = roll < 0.02 ? -rng.int(1, 30) : roll < 0.08 ? rng.int(0, 29) : rng.int(30, 3650);
  return new Date(Math.floor((asOf.getTime() - days * DAY_MS) / 60_000) * 60_000);
}

function devicesOf(kind: GameKind, rng: SeededRandom): GameDevice[] {
  if (kind === 'live') return ['desktop', 'mobile'];
  return rng.weighted<GameDevice[]>([
    [['desktop', 'mobile'], 88],
    [['desktop'], 8],
    [['mobile'], 4],
  ]);
}

/** Per studio, the optional fiat currencies it leaves out. */
function studioCurrencies(rng: SeededRandom): Map<string, string[]> {
  return new Map(
    CATALOGUE_PROVIDERS.map((provider) => {
      const fiat = FIAT.filter((code) => !OPTIONAL_FIAT.has(code) || rng.chance(0.8));
      return [provider.id, provider.crypto ? [...fiat, ...CRYPTO] : fiat];
    }),
  );
}

function kindCategories(provider: CatalogueProvider, kind: GameKind, ways: number, rng: SeededRandom) {
  const categories: CatalogueCategory[] = [kind === 'slot' ? 'pokies' : kind];
  if (kind === 'slot') {
    if (rng.chance(0.015)) categories.push('special');
    if (rng.chance(0.2)) categories.push('animated');
    if (rng.chance(0.03)) categories.push('exclusive');
    if (rng.chance(0.15)) categories.push('bonus-buy');
    if (ways === MEGAWAYS) categories.push('megaways');
    if (provider.id === 'pragmaticplay' && rng.chance(0.35)) categories.push('pragmatic-drop-wins');
  }
  if (kind === 'live' && provider.id === 'pragmaticplay' && rng.chance(0.5))
    categories.push('pragmatic-drop-wins-live');
  if (rng.chance(0.04)) categories.push('recommended');
  return categories;
}

function generateGame(
  rng: SeededRandom,
  asOf: Date,
  taken: Set<string>,
  currenciesByStudio: Map<string, string[]>,
): CatalogueGame {
  const provider = rng.weighted(CATALOGUE_PROVIDERS.map((p) => [p, p.weight] as const));
  const kind = rng.weighted(Object.entries(provider.kinds).map(([k, w]) => [k as GameKind, w] as const));
  const title = freshTitle(kind, rng, taken, provider.id);
  const slug = slugOf(title);
  const identifier = `${provider.id}/${slug}`;
  taken.add(identifier);
  const { lines, ways } = linesAndWays(kind, title, rng);
  const releasedAt = releaseDate(asOf, rng);
  const ageDays = (asOf.getTime() - releasedAt.getTime()) / DAY_MS;
  const categories: CatalogueCategory[] = ['all', ...kindCategories(provider, kind, ways, rng)];
  if (ageDays < 0) categories.push('prerelease');
  else if (ageDays < 30) categories.push('new');
  const jackpot =
    kind === 'slot' && rng.chance(0.08)
      ? { seedCents: rng.int(1_000, 250_000) * 100, cycleHours: rng.int(72, 2_160) }
      : null;
  if (jackpot) categories.push('jackpots');
  const badges: GameBadge[] = [];
  if (categories.includes('new')) badges.push('new');
  if (jackpot) badges.push('jackpot');
  if (rng.chance(0.25)) badges.push('bonus_wagering');
  if (kind === 'slot' && rng.chance(0.04)) badges.push('mystic_jackpot');
  const studio = currenciesByStudio.get(provider.id) ?? FIAT;
  return {
    identifier,
    provider: provider.id,
    slug,
    seoTitle: slug,
    uniqSeoTitle: true,
    title,
    kind,
    categories,
    devices: devicesOf(kind, rng),
    volatility: kind === 'slot' ? rng.pick(VOLATILITIES) : rng.pick<VolatilityRating>(['low', 'low-medium', 'medium']),
    lines,
    ways,
    hitRate: round2(kind === 'slot' ? 15 + rng.next() * 30 : 40 + rng.next() * 10),
    rtp: round2(94 + rng.next() * 3.5),
    badges,
    jackpot,
    releasedAt,
    // a long tail: a few games get most of the play, bigger studios more of it
    popularity: Math.round(100_000 * rng.next() ** 4 * (0.5 + provider.weight / 14)),
    currencies: kind === 'live' ? [...studio] : ['FUN', ...studio],
  };
}

/** Marks the most popular games `top` (category and badge) and the slugs that several studios share. */
function finish(games: CatalogueGame[]): void {
  const byPopularity = [...games].sort((a, b) => b.popularity - a.popularity);
  for (const game of byPopularity.slice(0, Math.ceil(games.length * TOP_SHARE))) {
    game.categories.push('top');
    game.badges.unshift('top');
  }
  const studiosBySlug = new Map<string, number>();
  for (const game of games) studiosBySlug.set(game.slug, (studiosBySlug.get(game.slug) ?? 0) + 1);
  for (const game of games) game.uniqSeoTitle = studiosBySlug.get(game.slug) === 1;
}

function collectionsOf(games: readonly CatalogueGame[]): CatalogueCollection[] {
  const byPopularity = [...games].sort((a, b) => b.popularity - a.popularity);
  return COLLECTION_RULES.map((rule) => ({
    id: rule.id,
    title: rule.title,
    gameIdentifiers: byPopularity
      .filter((game) => rule.includes({ words: titleWords(game.title), ways: game.ways, volatility: game.volatility }))
      .map((game) => game.identifier),
  }));
}

/**
 * Generates a realistic catalogue: studios with their share of slots, live and table games, titles from word lists,
 * categories, badges, devices, volatility, lines or ways, RTP 94–97.5 %, jackpots, release dates around `asOf`,
 * accepted currencies (`FUN` for demo play, never for live games) and collections. Deterministic in its options.
 */
export function generateCatalogue(options: CatalogueOptions): Catalogue {
  const rng = seededRandom(options.seed);
  const currenciesByStudio = studioCurrencies(rng);
  const taken = new Set<string>();
  const games = Array.from({ length: options.games }, () => generateGame(rng, options.asOf, taken, currenciesByStudio));
  finish(games);
  return {
    providers: CATALOGUE_PROVIDERS.map(({ id, title }) => ({ id, title })),
    games,
    collections: collectionsOf(games),
  };
}
