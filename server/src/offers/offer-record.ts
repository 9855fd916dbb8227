import type { BonusOffer, OfferCondition, OfferResult } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';

/** What an offer is given for. */
export type OfferKind = 'deposit' | 'registration' | 'coupon';

/** A `bonus_offers` row: `id` is the code a deposit, a registration or a coupon names. */
export interface OfferRow {
  id: string;
  kind: OfferKind;
  title: string;
  group_key: string | null;
  conditions: OfferCondition[];
  results: OfferResult[];
  activatable_days: number | null;
  valid_days: number | null;
  active: boolean;
  position: number;
}

const OFFER_COLUMNS = 'id, kind, title, group_key, conditions, results, activatable_days, valid_days, active, position';

/** An offer code as stored: codes are case-insensitive, kept upper-case. */
export function normalizeOfferCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The offer of `code` (any case), active or not, or null. */
export async function findOffer(db: Queryable, code: string): Promise<OfferRow | null> {
  const [row] = await db.query<OfferRow>(`select ${OFFER_COLUMNS} from bonus_offers where id = $1`, [
    normalizeOfferCode(code),
  ]);
  return row ?? null;
}

/** The active offers of `kind`, by position. */
export async function activeOffers(db: Queryable, kind: OfferKind): Promise<OfferRow[]> {
  return db.query<OfferRow>(
    `select ${OFFER_COLUMNS} from bonus_offers where kind = $1 and active order by position, id`,
    [kind],
  );
}

/** An offer in the shape of GET /api/bonuses/deposit and /api/bonuses/registration: one bonus per result. */
export function toBonusOffer(row: OfferRow): BonusOffer {
  return {
    id: row.id,
    title: row.title,
    group_key: row.group_key,
    activatable_days: row.activatable_days,
    valid_days: row.valid_days,
    bonuses: row.results.map((result) => ({
      title: row.title,
      type: result.type,
      conditions: row.conditions,
      attributes: [
        { name: 'wager_multiplier', value: result.wager_multiplier },
        ...(result.type === 'bonus' && result.percent !== null ? [{ name: 'percent', value: result.percent }] : []),
        ...(result.type === 'bonus' && result.max_win_multiplier !== null
          ? [{ name: 'max_win_multiplier', value: result.max_win_multiplier }]
          : []),
        ...(result.type === 'freespins' ? [{ name: 'freespins_count', value: result.count }] : []),
      ],
      result_bonus: [result],
    })),
  };
}
