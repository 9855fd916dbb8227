import type { Game, GameBadge, GameCurrency, GameDevice, VolatilityRating } from '@casino/sdk/contract';
import type { GameJackpots } from './jackpots';

/** The columns of a game row with its categories, numeric ids and collections; use `from games g`. */
export const GAME_COLUMNS = `g.id, g.identifier, g.slug, g.seo_title, g.uniq_seo_title, g.title, g.provider, g.devices,
  g.volatility, g.lines, g.ways, g.hit_rate::text as hit_rate, g.rtp::text as rtp, g.badges, g.released_at,
  array(select c.category from game_categories c where c.game_id = g.id order by c.category) as categories,
  coalesce((select json_object_agg(i.currency, i.id order by i.id) from game_currency_ids i where i.game_id = g.id),
    '{}') as currency_ids,
  coalesce((select json_object_agg(m.collection_id, m.position) from game_collection_games m
    where m.game_id = g.id), '{}') as collections`;

/** A row selected with {@link GAME_COLUMNS}. */
export interface GameRow {
  id: number;
  identifier: string;
  slug: string;
  seo_title: string;
  uniq_seo_title: boolean;
  title: string;
  provider: string;
  devices: GameDevice[];
  volatility: VolatilityRating;
  lines: number;
  ways: number;
  hit_rate: string;
  rtp: string;
  badges: GameBadge[];
  released_at: Date;
  categories: string[];
  currency_ids: Record<string, number>;
  collections: Record<string, number>;
}

/**
 * The API's game (api-facts §3) of a row, with its jackpot in each currency from the real pools
 * ({@link GameJackpots}, read with the row): null in a currency none of its jackpots takes, or for a game without one.
 */
export function toGame(row: GameRow, jackpots: GameJackpots): Game {
  const amounts = jackpots.get(row.identifier);
  const currencies: Record<string, GameCurrency> = {};
  for (const [currency, id] of Object.entries(row.currency_ids)) {
    currencies[currency] = { id, jackpot: amounts?.[currency] ?? null };
  }
  return {
    identifier: row.identifier,
    slug: row.slug,
    seo_title: row.seo_title,
    title: row.title,
    provider: row.provider,
    categories: row.categories,
    devices: row.devices,
    currencies,
    unfinished_games_for: [],
    uniq_seo_title: row.uniq_seo_title,
    lines: row.lines,
    ways: row.ways,
    volatility_rating: row.volatility,
    hit_rate: row.hit_rate,
    payout: row.rtp,
    rtp: Number(row.rtp),
    badges: row.badges,
    has_demo_mode: 'FUN' in currencies,
    image_url: `/games/art/${row.provider}/${row.slug}.svg`,
    released_at: row.released_at.toISOString(),
    collections: row.collections,
  };
}
