import type {
  Game,
  GameDevice,
  GamesFilter,
  GamesFilterPage,
  GamesFilterRequest,
  GamesSelection,
  NumberRange,
} from '@casino/sdk/contract';
import { DEFAULT_GAMES_PAGE_SIZE } from '@casino/sdk/rules';
import type { Queryable } from '../../db/database';
import { titleWords } from '../catalogue/title-search';
import type { CatalogueCache } from './catalogue-cache';
import { GAME_COLUMNS, type GameRow, toGame } from './game-record';
import { type GameJackpots, readGameJackpots } from './jackpots';

/** A `where` clause under construction: its conditions and their parameters. */
class Conditions {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];

  /** Adds `condition`, where `$?` stands for the parameter `value`. */
  add(condition: string, value: unknown): void {
    this.params.push(value);
    this.parts.push(condition.replaceAll('$?', `$${this.params.length}`));
  }

  range(column: string, range: NumberRange | undefined): void {
    if (range?.min !== undefined) this.add(`${column} >= $?`, range.min);
    if (range?.max !== undefined) this.add(`${column} <= $?`, range.max);
  }

  get sql(): string {
    return this.parts.length > 0 ? `where ${this.parts.join(' and ')}` : '';
  }
}

function conditionsOf(device: GameDevice | undefined, filter: GamesFilter = {}): Conditions {
  const where = new Conditions();
  if (device) where.add('$? = any(g.devices)', device);
  // every search word must start a word of the title: a containment on the GIN index of word prefixes
  const words = filter.title === undefined ? [] : titleWords(filter.title);
  if (words.length > 0) where.add('g.title_prefixes @> $?::text[]', words);
  if (filter.providers) where.add('g.provider = any($?::text[])', filter.providers);
  if (filter.currencies) {
    where.add(
      'exists (select 1 from game_currency_ids i where i.game_id = g.id and i.currency = any($?::text[]))',
      filter.currencies,
    );
  }
  if (filter.categories?.strategy === 'AND') {
    where.add(
      `(select count(*) from game_categories c where c.game_id = g.id and c.category = any($?::text[]))
        = cardinality(array(select distinct unnest($?::text[])))`,
      filter.categories.identifiers,
    );
  } else if (filter.categories) {
    where.add(
      'exists (select 1 from game_categories c where c.game_id = g.id and c.category = any($?::text[]))',
      filter.categories.identifiers,
    );
  }
  if (filter.volatility_rating) where.add('g.volatility = any($?::text[])', filter.volatility_rating);
  where.range('g.lines', filter.lines);
  where.range('g.ways', filter.ways);
  where.range('g.hit_rate', filter.hit_rate);
  where.range('g.rtp', filter.payout);
  return where;
}

const SORT_COLUMNS = {
  popularity: 'g.popularity',
  title: 'g.title_sort',
  released_at: 'g.released_at',
  rtp: 'g.rtp',
} as const;

function orderOf(sort: GamesFilterRequest['sort'], where: Conditions): string {
  const type = sort?.type ?? 'popularity';
  const direction = sort?.direction ?? (type === 'title' ? 'ASC' : 'DESC');
  const keys = [`${SORT_COLUMNS[type]} ${direction}`, 'g.id'];
  if (sort?.top_categories && sort.top_categories.length > 0) {
    where.params.push(sort.top_categories);
    keys.unshift(
      `(select min(array_position($${where.params.length}::text[], c.category)) from game_categories c
        where c.game_id = g.id) asc nulls last`,
    );
  }
  return `order by ${keys.join(', ')}`;
}

/** The number of games that match a request's device and filter. */
async function countGames(db: Queryable, request: GamesFilterRequest): Promise<number> {
  const where = conditionsOf(request.device, request.filter);
  const [counted] = await db.query<{ total: number }>(
    `select count(*)::int as total from games g ${where.sql}`,
    where.params,
  );
  return counted?.total ?? 0;
}

/** What the catalogue decides of a games_filter page: its games' rows and the number of games that match. */
export interface FoundGames {
  rows: GameRow[];
  total: number;
}

/**
 * The rows of one games_filter page, in the requested order, and the number of games that match. With `totals`, that
 * number is counted once per device and filter until the catalogue changes.
 */
export async function findGames(
  db: Queryable,
  request: GamesFilterRequest,
  now: Date,
  totals?: CatalogueCache<number>,
): Promise<FoundGames> {
  const page = request.page ?? 1;
  const pageSize = request.page_size ?? DEFAULT_GAMES_PAGE_SIZE;
  const where = conditionsOf(request.device, request.filter);
  const counting = () => countGames(db, request);
  const total = totals ? totals.remember(JSON.stringify([request.device, request.filter]), counting, now) : counting();
  const order = orderOf(request.sort, where);
  // The page's ids first, then their columns: the per-game subselects of GAME_COLUMNS then run for the page only,
  // not for every row an offset skips (a deep page of 10,000 games was 10× slower).
  const rows = db.query<GameRow>(
    `select ${GAME_COLUMNS}
     from unnest(array(select g.id from games g ${where.sql} ${order}
       limit $${where.params.length + 1} offset $${where.params.length + 2})) with ordinality as page (id, position)
     join games g on g.id = page.id
     order by page.position`,
    [...where.params, pageSize, (page - 1) * pageSize],
  );
  const [found, count] = await Promise.all([rows, total]);
  return { rows: found, total: count };
}

/** The games_filter page of found games, with the page numbers and each game's jackpot ({@link readGameJackpots}). */
export function gamesFilterPage(
  request: GamesFilterRequest,
  found: FoundGames,
  jackpots: GameJackpots,
): GamesFilterPage {
  const page = request.page ?? 1;
  const totalPages = Math.ceil(found.total / (request.page_size ?? DEFAULT_GAMES_PAGE_SIZE));
  return {
    data: found.rows.map((row) => toGame(row, jackpots)),
    pagination: {
      current_page: page,
      next_page: page < totalPages ? page + 1 : null,
      prev_page: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
      total_pages: totalPages,
      total_count: found.total,
    },
  };
}

/** POST /api/games_filter/select: the games of these identifiers (for `device` when given); unknown ones are left out. */
export async function selectGames(
  db: Queryable,
  identifiers: readonly string[],
  device: GameDevice | undefined,
): Promise<GamesSelection> {
  const where = conditionsOf(device);
  where.add('g.identifier = any($?::text[])', identifiers);
  const rows = await db.query<GameRow>(`select ${GAME_COLUMNS} from games g ${where.sql}`, where.params);
  const jackpots = await readGameJackpots(
    db,
    rows.map((row) => row.identifier),
  );
  return Object.fromEntries(rows.map((row) => [row.identifier, toGame(row, jackpots)]));
}

/** A game chosen uniformly at random, from one category or from all; null when the category has none. */
export async function randomGame(
  db: Queryable,
  category: string | undefined,
  pick: (count: number) => number,
): Promise<Game | null> {
  const where = new Conditions();
  if (category !== undefined) {
    where.add('exists (select 1 from game_categories c where c.game_id = g.id and c.category = $?)', category);
  }
  const [counted] = await db.query<{ total: number }>(
    `select count(*)::int as total from games g ${where.sql}`,
    where.params,
  );
  const total = counted?.total ?? 0;
  if (total === 0) return null;
  const [row] = await db.query<GameRow>(
    `select ${GAME_COLUMNS} from games g ${where.sql} order by g.id offset $${where.params.length + 1} limit 1`,
    [...where.params, pick(total)],
  );
  return row ? toGame(row, await readGameJackpots(db, [row.identifier])) : null;
}

/** The title and the provider's name of a game, for its preview art; null for an unknown identifier. */
export async function gameArtSubject(
  db: Queryable,
  identifier: string,
): Promise<{ title: string; provider: string } | null> {
  const [row] = await db.query<{ title: string; provider: string }>(
    `select g.title, p.title as provider from games g join game_providers p on p.id = g.provider
     where g.identifier = $1`,
    [identifier],
  );
  return row ?? null;
}
