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
import { findRate, unitPoints } from '../rocket-mart/rate-cards';

/** The loot box configuration a wheel spin bought with points (or sold in the Rocket Mart) is issued from. */
export const WHEEL_SPIN_GROUP_KEY = 'wheel_rocketmart';

/**
 * The Rocket Mart card (`comp_point_rates.group_key`) that sells a wheel spin: the one price of a spin, whether it is
 * bought in the shop or on the wheel page (POST /api/player/wheel/spins buys this card).
 */
export const WHEEL_SPIN_CARD = 'wheel_rocketmart';

/**
 * The spin costs per currency, EUR's first: the price of {@link WHEEL_SPIN_CARD} (EUR's, or the card's points) and
 * any currency's own. None when the card is not on sale.
 */
async function spinCosts(db: Queryable): Promise<WheelSpinCost[]> {
  const card = await findRate(db, WHEEL_SPIN_CARD);
  if (!card?.active) return [];
  const own = card.prices.filter((price) => price.currency !== LOOTBOX_FALLBACK_CURRENCY);
  return [
    { currency: LOOTBOX_FALLBACK_CURRENCY, points: unitPoints(card, LOOTBOX_FALLBACK_CURRENCY) },
    ...own.map(({ currency, points }) => ({ currency, points })),
  ];
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
