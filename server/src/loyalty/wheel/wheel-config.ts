import {
  WHEEL_GROUP_KEY_PREFIXES,
  type WheelConfig,
  type WheelSegments,
  type WheelSpinCost,
} from '@casino/sdk/contract';
import type { Queryable } from '../../db/database';
import { LOOTBOX_FALLBACK_CURRENCY } from '../lootboxes/issue-lootbox';
import {
  currencyFormat,
  DEFAULT_SEGMENT_KEY,
  inCurrency,
  offersCurrency,
  prizeTableFor,
} from '../lootboxes/prize-table';

/** The loot box configuration a wheel spin bought with points (or sold in the Rocket Mart) is issued from. */
export const WHEEL_SPIN_GROUP_KEY = 'wheel_rocketmart';

/** The spin costs per currency, EUR's first. */
async function spinCosts(db: Queryable): Promise<WheelSpinCost[]> {
  return db.query<WheelSpinCost>('select currency, points from wheel_spin_costs order by currency <> $1, currency', [
    LOOTBOX_FALLBACK_CURRENCY,
  ]);
}

/** GET /api/fe/config/wheel-config: spin costs, the wheel group-key prefixes, the bought spin's group key, pages. */
export async function loadWheelConfig(db: Queryable): Promise<WheelConfig> {
  const pages = await db.query<{ product: string; enabled: boolean }>(
    'select product, enabled from wheel_pages order by position',
  );
  return {
    spin_cost: await spinCosts(db),
    lootbox_group_keys: [...WHEEL_GROUP_KEY_PREFIXES],
    spin_group_key: WHEEL_SPIN_GROUP_KEY,
    pages,
  };
}

/**
 * What a wheel spin costs in `currency` (loyalty.md §9: read per currency, falling back to EUR). Throws when not even
 * EUR has a cost (the seed gives it one).
 */
export async function spinCostIn(db: Queryable, currency: string): Promise<number> {
  const costs = await spinCosts(db);
  const cost =
    costs.find((c) => c.currency === currency) ?? costs.find((c) => c.currency === LOOTBOX_FALLBACK_CURRENCY);
  if (!cost) throw new Error('no wheel spin cost in EUR');
  return cost.points;
}

/**
 * GET /api/fe/config/wheel-config-segments: the segments of the wheel's prize table for player `userId` (null: a
 * guest), the table of their first configured user group or `default`, in the order a spin's items have, their texts
 * in the currency a spin would be issued in (the player's active wallet's, else EUR; EUR for guests).
 */
export async function loadWheelSegments(db: Queryable, userId: number | null): Promise<WheelSegments> {
  const table = await prizeTableFor(db, WHEEL_SPIN_GROUP_KEY, userId);
  if (!table) return { key: DEFAULT_SEGMENT_KEY, segments: [] };
  const [wallet] =
    userId === null
      ? []
      : await db.query<{ currency: string }>('select currency from accounts where user_id = $1 and active', [userId]);
  const currency =
    wallet && offersCurrency(table.prizes, wallet.currency) ? wallet.currency : LOOTBOX_FALLBACK_CURRENCY;
  const format = await currencyFormat(db, currency);
  return {
    key: table.segmentKey,
    segments: table.prizes.map((prize) => {
      const { label, description, weight } = inCurrency(prize, format);
      return { label, description, weight };
    }),
  };
}
