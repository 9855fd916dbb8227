import type { Queryable } from '../db/database';
import { issueLootbox } from '../loyalty/lootboxes/issue-lootbox';
import { DEMO_LOOTBOXES, LOOTBOX_CONFIGS, WHEEL_PAGES } from './lootbox-configs';

/** The loot box configurations with their prize tables and the wheel's pages (rows that exist stay). */
export async function seedLootboxConfigs(tx: Queryable): Promise<void> {
  for (const config of LOOTBOX_CONFIGS) {
    await tx.query(
      `insert into lootbox_configs (group_key, title, valid_days, display) values ($1, $2, $3, $4)
       on conflict do nothing`,
      [config.groupKey, config.title, config.validDays, config.display],
    );
    for (const [segmentKey, prizes] of Object.entries(config.tables)) {
      for (const [position, prize] of prizes.entries()) {
        await tx.query(
          `insert into lootbox_prizes (group_key, segment_key, position, weight, label, description, bonus)
           values ($1, $2, $3, $4, $5, $6, $7::text::jsonb) on conflict do nothing`,
          [
            config.groupKey,
            segmentKey,
            position,
            prize.weight,
            prize.label,
            prize.description,
            JSON.stringify(prize.bonus),
          ],
        );
      }
    }
  }
  for (const [position, page] of WHEEL_PAGES.entries()) {
    await tx.query('insert into wheel_pages (product, enabled, position) values ($1, $2, $3) on conflict do nothing', [
      page.product,
      page.enabled,
      position,
    ]);
  }
}

/**
 * The demo players' loot boxes and wheel spins, each issued once as a gift referenced `seed:{email}:{group key}:{n}`
 * (so a later seed run, on a database seeded before loot boxes existed too, adds nothing twice), in the player's
 * currency. Nothing is published: nobody is watching a seed.
 */
export async function seedDemoLootboxes(tx: Queryable, now: Date): Promise<void> {
  const players = await tx.query<{ id: number; email: string; currency: string }>(
    `select u.id, lower(u.email) as email, a.currency from users u join accounts a on a.user_id = u.id and a.active
     where lower(u.email) = any($1)`,
    [Object.keys(DEMO_LOOTBOXES)],
  );
  for (const { id, email, currency } of players) {
    for (const { groupKey, count } of DEMO_LOOTBOXES[email] ?? []) {
      for (let n = 1; n <= count; n += 1) {
        await issueLootbox(
          tx,
          { player: id, groupKey, currency, reference: `seed:${email}:${groupKey}:${n}`, strategy: 'gift' },
          now,
          { publish: false },
        );
      }
    }
  }
}
