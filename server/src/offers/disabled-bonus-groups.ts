import type { Queryable } from '../db/database';

/** Group keys of bonuses whose issued gifts the front end hides (GET /api/fe/config/disabled-bonuses). */
export async function disabledBonusGroups(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ group_key: string }>('select group_key from disabled_bonus_groups order by group_key');
  return rows.map((row) => row.group_key);
}
