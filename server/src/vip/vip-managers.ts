import type { VipManager, VipManagerContact } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';

interface ManagerRow {
  group_id: number;
  name: string;
  avatar_url: string;
  work_days: number[];
  works_from: string;
  works_to: string;
  time_zone: string;
  contacts: VipManagerContact[];
}

/** The managers of `groups` that have one (POST /api/fe/config/managers), in the order the groups were asked. */
export async function listVipManagers(db: Queryable, groups: readonly number[]): Promise<VipManager[]> {
  const rows = await db.query<ManagerRow>(
    `select m.group_id, m.name, m.avatar_url, m.work_days, m.works_from, m.works_to, m.time_zone, m.contacts
     from unnest($1::integer[]) with ordinality as asked (group_id, position)
     join vip_managers m on m.group_id = asked.group_id
     order by asked.position`,
    [[...new Set(groups)]],
  );
  return rows.map((row) => ({
    group: row.group_id,
    name: row.name,
    avatar_url: row.avatar_url,
    hours: { days: row.work_days, from: row.works_from, to: row.works_to, time_zone: row.time_zone },
    contacts: row.contacts,
  }));
}

/** Sets the manager of a group (the seed), replacing the one it had. */
export async function setVipManager(tx: Queryable, manager: VipManager): Promise<void> {
  await tx.query(
    `insert into vip_managers (group_id, name, avatar_url, work_days, works_from, works_to, time_zone, contacts)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
     on conflict (group_id) do update set name = excluded.name, avatar_url = excluded.avatar_url,
       work_days = excluded.work_days, works_from = excluded.works_from, works_to = excluded.works_to,
       time_zone = excluded.time_zone, contacts = excluded.contacts`,
    [
      manager.group,
      manager.name,
      manager.avatar_url,
      manager.hours.days,
      manager.hours.from,
      manager.hours.to,
      manager.hours.time_zone,
      JSON.stringify(manager.contacts),
    ],
  );
}
