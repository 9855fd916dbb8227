import type { Queryable } from '../db/database';
import { postCompPoints } from '../loyalty/comp-points';
import { COMP_POINT_ACCRUAL_RATES, COMP_POINT_LEVELS } from './comp-point-levels';
import { DEMO_COMP_POINTS } from './demo-comp-points';

/** The twelve levels and the accrual rates (rows that exist are left as they are). Needs the statuses and currencies. */
export async function seedCompPointLevels(tx: Queryable): Promise<void> {
  for (const [position, level] of COMP_POINT_LEVELS.entries()) {
    await tx.query(
      `insert into comp_point_levels (id, position, name, group_id, persistent_comp_points_min,
         persistent_comp_points_max, gift_descriptions)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
      [level.id, position, level.name, level.groupId, level.min, level.max, [...level.giftDescriptions]],
    );
  }
  await tx.query(
    `insert into comp_point_accrual_rates (currency, bet_cents_per_point)
     select rate.currency, rate.points from unnest($1::text[], $2::bigint[]) as rate (currency, points)
     on conflict do nothing`,
    [Object.keys(COMP_POINT_ACCRUAL_RATES), Object.values(COMP_POINT_ACCRUAL_RATES)],
  );
}

/**
 * The demo players' comp points, each posted once through the journal as an adjustment referenced by the player's
 * email (so a later seed run, on a database seeded before points existed too, adds nothing twice). Nothing is
 * published: nobody is watching a seed.
 */
export async function seedDemoCompPoints(tx: Queryable, now: Date): Promise<void> {
  const players = await tx.query<{ id: number; email: string }>(
    'select id, lower(email) as email from users where lower(email) = any($1)',
    [Object.keys(DEMO_COMP_POINTS)],
  );
  for (const { id, email } of players) {
    const points = DEMO_COMP_POINTS[email];
    if (!points) continue;
    await postCompPoints(
      tx,
      {
        userId: id,
        reason: 'adjustment',
        reference: `seed:${email}`,
        chargeable: points.chargeable,
        persistent: points.persistent,
      },
      now,
      { publish: false },
    );
  }
}
