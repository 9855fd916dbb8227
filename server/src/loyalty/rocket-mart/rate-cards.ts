import type { RateCard, RateLabel, RatePrice, RateType } from '@casino/sdk/contract';
import type { Queryable } from '../../db/database';

/** How a special reward is given: a bonus through the bonus engine, or a request the support team fulfils. */
export type SpecialFulfilment = 'bonus' | 'request';

/** A card of `comp_point_rates` with its prices, as the exchange reads it. */
export interface RateRow {
  group_key: string;
  type: RateType;
  title: string;
  description: string | null;
  label: RateLabel | null;
  points: number;
  wager: number;
  freespins_count: number | null;
  games: string[];
  lootbox_group_key: string | null;
  fulfilment: SpecialFulfilment | null;
  lottery_ids: number[] | null;
  tickets_count: number | null;
  active: boolean;
  prices: RatePrice[];
}

/** The currency whose price applies where a currency has none (loyalty.md §9). */
export const FALLBACK_PRICE_CURRENCY = 'EUR';

const RATE_COLUMNS = `r.group_key, r.type, r.title, r.description, r.label, r.points, r.wager, r.freespins_count, r.games,
  r.lootbox_group_key, r.fulfilment, r.lottery_ids, r.tickets_count, r.active,
  coalesce((select jsonb_agg(jsonb_build_object('points', p.points, 'currency', p.currency,
      'amount_cents', p.amount_cents) order by c.position)
    from comp_point_rate_prices p join currencies c on c.code = p.currency where p.group_key = r.group_key),
    '[]'::jsonb) as prices`;

/** Whether exchanging the card gives a gift through the bonus engine, which a player must be allowed to receive. */
export function requiresBonuses(rate: Pick<RateRow, 'type' | 'fulfilment'>): boolean {
  return rate.type === 'freespins' || rate.type === 'lootboxes' || rate.fulfilment === 'bonus';
}

/** The price of one item in `currency`: its own, else EUR's (points only), else the card's points. */
export function unitPoints(rate: RateRow, currency: string): number {
  const price =
    rate.prices.find((entry) => entry.currency === currency) ??
    rate.prices.find((entry) => entry.currency === FALLBACK_PRICE_CURRENCY);
  return price?.points ?? rate.points;
}

/** A card by its group key, active or not; null when there is none. */
export async function findRate(db: Queryable, groupKey: string): Promise<RateRow | null> {
  const [row] = await db.query<RateRow>(`select ${RATE_COLUMNS} from comp_point_rates r where r.group_key = $1`, [
    groupKey,
  ]);
  return row ?? null;
}

function toRateCard(row: RateRow, titles: ReadonlyMap<string, string>): RateCard {
  const gameTitles = row.games.flatMap((game) => {
    const title = titles.get(game);
    return title === undefined ? [] : [[game, title] as const];
  });
  return {
    group: row.group_key,
    title: row.title,
    type: row.type,
    ...(row.description === null ? {} : { description: row.description }),
    wager: row.wager,
    ...(row.label === null ? {} : { label: row.label }),
    rate: {
      points: row.points,
      ...(row.freespins_count === null ? {} : { freespins_count: row.freespins_count }),
      ...(row.tickets_count === null ? {} : { tickets_count: row.tickets_count }),
    },
    rates: row.prices,
    games: row.games,
    ...(gameTitles.length === 0 ? {} : { game_titles: Object.fromEntries(gameTitles) }),
    ...(row.lottery_ids === null ? {} : { lottery_ids: row.lottery_ids }),
    requires_bonuses: requiresBonuses(row),
  };
}

/** GET /api/comp_points/rates/{type}: the active cards of a type in shop order, with their games' titles. */
export async function listRateCards(db: Queryable, type: RateType): Promise<RateCard[]> {
  const rows = await db.query<RateRow>(
    `select ${RATE_COLUMNS} from comp_point_rates r where r.type = $1 and r.active order by r.position, r.group_key`,
    [type],
  );
  const games = [...new Set(rows.flatMap((row) => row.games))];
  const titles =
    games.length === 0
      ? []
      : await db.query<{ identifier: string; title: string }>(
          'select identifier, title from games where identifier = any($1::text[])',
          [games],
        );
  const byGame = new Map(titles.map((row) => [row.identifier, row.title]));
  return rows.map((row) => toRateCard(row, byGame));
}
