import type { SpecialRewardRequest } from '@casino/sdk/contract';
import type { Queryable } from '../../db/database';
import { postCompPoints } from '../comp-points';

/** How support closes a request: given to the player, or not given (its points go back). */
export type RequestClosing = 'fulfilled' | 'canceled';

interface RequestRow {
  id: number;
  user_id: number;
  group: string;
  title: string;
  points: number;
  status: SpecialRewardRequest['status'];
  created_at: Date;
  closed_at: Date | null;
}

const REQUEST_COLUMNS = `r.id, r.user_id, r.group_key as "group", c.title, e.points::int as points, r.status, r.created_at,
  r.fulfilled_at as closed_at`;
const REQUEST_FROM = `special_reward_requests r join comp_point_rates c on c.group_key = r.group_key
  join comp_point_exchanges e on e.id = r.exchange_id`;

function toRequest(row: RequestRow): SpecialRewardRequest {
  return {
    id: row.id,
    group: row.group,
    title: row.title,
    points: row.points,
    status: row.status,
    created_at: row.created_at.toISOString(),
    closed_at: row.closed_at?.toISOString() ?? null,
  };
}

/** GET /api/player/special_reward_requests: the player's special reward requests, newest first. */
export async function listSpecialRewardRequests(db: Queryable, userId: number): Promise<SpecialRewardRequest[]> {
  const rows = await db.query<RequestRow>(
    `select ${REQUEST_COLUMNS} from ${REQUEST_FROM} where r.user_id = $1 order by r.id desc`,
    [userId],
  );
  return rows.map(toRequest);
}

/** Open requests of every player, oldest first: the support team's queue. */
export async function openSpecialRewardRequests(
  db: Queryable,
): Promise<(SpecialRewardRequest & { user_id: number })[]> {
  const rows = await db.query<RequestRow>(
    `select ${REQUEST_COLUMNS} from ${REQUEST_FROM} where r.status = 'open' order by r.id`,
  );
  return rows.map((row) => ({ ...toRequest(row), user_id: row.user_id }));
}

/**
 * Support closes request `id` inside `tx` (docs/loyalty.md, Special rewards): `fulfilled` once the reward was given,
 * or `canceled`, which gives the exchange's points back as an `adjustment` referenced `request_refund:{id}` (once;
 * comps_award published). Throws for an unknown request or one closed already: nothing changes then.
 */
export async function closeSpecialRewardRequest(
  tx: Queryable,
  id: number,
  closing: RequestClosing,
  now: Date,
): Promise<SpecialRewardRequest> {
  const [row] = await tx.query<RequestRow>(
    `select ${REQUEST_COLUMNS} from ${REQUEST_FROM} where r.id = $1 for update of r`,
    [id],
  );
  if (!row) throw new Error(`there is no special reward request ${id}`);
  if (row.status !== 'open') throw new Error(`special reward request ${id} is ${row.status} already`);
  await tx.query('update special_reward_requests set status = $2, fulfilled_at = $3 where id = $1', [id, closing, now]);
  if (closing === 'canceled') {
    await postCompPoints(
      tx,
      {
        userId: row.user_id,
        reason: 'adjustment',
        reference: `request_refund:${id}`,
        chargeable: row.points,
        persistent: 0,
      },
      now,
    );
  }
  return toRequest({ ...row, status: closing, closed_at: now });
}
