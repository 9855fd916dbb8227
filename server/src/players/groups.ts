import type { Queryable } from '../db/database';

/** Puts the player on one level (a status group), leaving their other groups alone. */
export async function setLevel(tx: Queryable, userId: number, statusId: number, now: Date): Promise<void> {
  await tx.query('delete from user_groups where user_id = $1 and group_id in (select group_id from statuses)', [
    userId,
  ]);
  await tx.query('insert into user_groups (user_id, group_id, added_at) values ($1, $2, $3)', [userId, statusId, now]);
}

/** Adds the player to groups (already present ones are kept). */
export async function addGroups(tx: Queryable, userId: number, groupIds: readonly number[], now: Date): Promise<void> {
  await tx.query(
    `insert into user_groups (user_id, group_id, added_at)
     select $1, g, $3 from unnest($2::integer[]) as g
     on conflict do nothing`,
    [userId, [...groupIds], now],
  );
}

/** Removes the player from groups. */
export async function removeGroups(tx: Queryable, userId: number, groupIds: readonly number[]): Promise<void> {
  await tx.query('delete from user_groups where user_id = $1 and group_id = any($2::integer[])', [
    userId,
    [...groupIds],
  ]);
}
