import type { PromotionPagesConfig } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { SEED_RATES } from './rocket-mart-rates';

/**
 * The seeded promotion pages: the Rocket Mart, Rocket Chance, lotteries and mystic jackpots on; the adventure
 * calendar's bookmark only for testers (loyalty.md §6).
 */
export const SEED_PROMOTION_PAGES: Readonly<Record<keyof PromotionPagesConfig, boolean>> = {
  rocket_mart: true,
  rocket_chance: true,
  lotteries: true,
  mystic_jackpots: true,
  vip_adventure: false,
};

/**
 * The Rocket Mart's cards with their prices and the promotion pages switches (rows that exist are left as they are, so
 * an operator's changes survive a later seed run); its read-more text is CMS content (server/content). Needs the
 * currencies.
 */
export async function seedRocketMart(tx: Queryable): Promise<void> {
  for (const [position, rate] of SEED_RATES.entries()) {
    await tx.query(
      `insert into comp_point_rates (group_key, type, position, title, description, label, points, wager,
         freespins_count, games, lootbox_group_key, fulfilment, tickets_count)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) on conflict do nothing`,
      [
        rate.group,
        rate.type,
        position,
        rate.title,
        rate.description ?? null,
        rate.label ?? null,
        rate.points,
        rate.wager,
        rate.freespinsCount ?? null,
        [...(rate.games ?? [])],
        rate.lootboxGroupKey ?? null,
        rate.fulfilment ?? null,
        rate.ticketsCount ?? null,
      ],
    );
    await tx.query(
      `insert into comp_point_rate_prices (group_key, currency, points, amount_cents)
       select $1, price.currency, price.points, price.amount_cents
       from unnest($2::text[], $3::bigint[], $4::bigint[]) as price (currency, points, amount_cents)
       on conflict do nothing`,
      [
        rate.group,
        rate.prices.map((price) => price.currency),
        rate.prices.map((price) => price.points),
        rate.prices.map((price) => price.amount_cents),
      ],
    );
  }
  for (const [page, enabled] of Object.entries(SEED_PROMOTION_PAGES)) {
    await tx.query('insert into promotion_pages (page, enabled) values ($1, $2) on conflict do nothing', [
      page,
      enabled,
    ]);
  }
}
