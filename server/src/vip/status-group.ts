import type { VipStatus } from '@casino/sdk/contract';
import { VIP_STATUS_GROUPS } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';
import { setLevel } from '../players/groups';

/**
 * Puts the player in the status group that his VIP status and his comp point level give: the higher of the two by
 * the statuses' positions (docs/vip.md, Groups). With `raiseOnly` (a promotion) he only moves up, so a higher group
 * given by hand is kept; otherwise (the quarter's re-assessment) he moves down too. Answers whether he moved.
 */
export async function placeInStatusGroup(
  tx: Queryable,
  userId: number,
  status: VipStatus,
  now: Date,
  raiseOnly: boolean,
): Promise<boolean> {
  const vipGroup = status === 'regular' ? null : VIP_STATUS_GROUPS[status];
  const [row] = await tx.query<{ target: number; target_position: number; held: number | null; held_position: number }>(
    `select target.group_id as target, target.position as target_position,
       held.group_id as held, coalesce(held.position, -1) as held_position
     from (select s.group_id, s.position from statuses s
       where s.group_id = $2 or s.group_id = (comp_point_level(coalesce(
         (select b.persistent_points from comp_point_balances b where b.user_id = $1), 0))).group_id
       order by s.position desc limit 1) target
     left join lateral (select s.group_id, s.position from user_groups g join statuses s on s.group_id = g.group_id
       where g.user_id = $1 order by s.position desc limit 1) held on true`,
    [userId, vipGroup],
  );
  if (!row || row.target === row.held) return false;
  if (raiseOnly && row.target_position <= row.held_position) return false;
  await setLevel(tx, userId, row.target, now);
  return true;
}
