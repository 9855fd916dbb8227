import type { VipStatus } from '@casino/sdk/contract';
import { isVipStatusAbove, type VipThresholds, vipQuarter, vipStatusReached } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';
import { placeInStatusGroup } from './status-group';
import { readPlayerValuedTotals } from './valued-totals';

const isoDate = (at: Date) => at.toISOString().slice(0, 10);

/** A player's VIP standing after an assessment (docs/vip.md). */
export interface VipStanding {
  /** The status he holds (regular when none holds any more). */
  held: VipStatus;
  /** Until when `held` holds; null for regular and diamond. */
  heldUntil: Date | null;
  /** The status this quarter's sums reach. */
  reached: VipStatus;
  /** This quarter's sums in `currency`, his active wallet's. */
  sums: VipThresholds;
  currency: string;
}

interface StatusRow {
  status: Exclude<VipStatus, 'regular'>;
  held_until: Date | null;
}

/** The statuses the players of `userIds` hold at `now` (vip_statuses), in one read; none for regular or run out. */
export async function heldVipStatuses(
  db: Queryable,
  userIds: readonly number[],
  now: Date,
): Promise<Map<number, StatusRow>> {
  const rows = await db.query<StatusRow & { user_id: number }>(
    'select user_id, status, held_until from vip_statuses where user_id = any ($1::bigint[])',
    [userIds],
  );
  return new Map(
    rows
      .filter((row) => row.held_until === null || row.held_until > now)
      .map(({ user_id, status, held_until }) => [user_id, { status, held_until }]),
  );
}

/**
 * When a status reached in the quarter holding `at` stops holding: the end of the next quarter; null for diamond
 * (never) and regular (nothing is held).
 */
export function heldUntilOf(status: VipStatus, at: Date): Date | null {
  return status === 'diamond' || status === 'regular' ? null : vipQuarter(vipQuarter(at).end).end;
}

/**
 * Sets the status a player holds (none for regular) and places him in its status group (`placeInStatusGroup`; a
 * promotion only raises the group).
 */
export async function holdVipStatus(
  tx: Queryable,
  userId: number,
  status: VipStatus,
  heldUntil: Date | null,
  now: Date,
  promotion: boolean,
): Promise<void> {
  if (status === 'regular') {
    await tx.query('delete from vip_statuses where user_id = $1', [userId]);
  } else {
    await tx.query(
      `insert into vip_statuses (user_id, status, reached_at, held_until) values ($1, $2, $3, $4)
       on conflict (user_id) do update set status = excluded.status, held_until = excluded.held_until,
         reached_at = case when vip_statuses.status = excluded.status then vip_statuses.reached_at
           else excluded.reached_at end`,
      [userId, status, now, heldUntil],
    );
  }
  await placeInStatusGroup(tx, userId, status, now, promotion);
}

/**
 * What an assessment changes (docs/vip.md, Promotion): the status reached and until when it holds, when it is above the
 * one held or the same held longer (reaching silver again this quarter keeps silver a quarter longer); null when the
 * held status stays as it is (an assessment never lowers one).
 */
export function statusToHold(
  held: VipStatus,
  heldUntil: Date | null,
  reached: VipStatus,
  now: Date,
): { status: VipStatus; heldUntil: Date | null } | null {
  const reachedUntil = heldUntilOf(reached, now);
  const longer = held !== 'diamond' && heldUntil !== null && reachedUntil !== null && reachedUntil > heldUntil;
  return isVipStatusAbove(reached, held) || (reached === held && reached !== 'regular' && longer)
    ? { status: reached, heldUntil: reachedUntil }
    : null;
}

/**
 * Assesses a player inside `tx` (docs/vip.md, Promotion): this quarter's deposits and bets of every wallet, valued in
 * his active wallet's currency, against that currency's thresholds, and holds what {@link statusToHold} says. Records
 * the sums it saw (`vip_assessments`), whose row also keeps two assessments of one player in turn.
 */
export async function assessVipStatus(tx: Queryable, userId: number, now: Date): Promise<VipStanding> {
  const quarter = vipQuarter(now);
  await tx.query(
    `insert into vip_assessments (user_id, quarter_start, moved_cents, assessed_at) values ($1, $2, -1, $3)
     on conflict (user_id, quarter_start) do update set assessed_at = excluded.assessed_at`,
    [userId, isoDate(quarter.start), now],
  );
  const totals = await readPlayerValuedTotals(tx, userId, isoDate(quarter.start), isoDate(now));
  await tx.query('update vip_assessments set moved_cents = $3 where user_id = $1 and quarter_start = $2', [
    userId,
    isoDate(quarter.start),
    totals.movedCents,
  ]);
  const sums = { depositCents: totals.depositCents, betSumCents: totals.betCents };
  const reached = vipStatusReached(sums, totals.currency);
  const row = (await heldVipStatuses(tx, [userId], now)).get(userId);
  let held: VipStatus = row?.status ?? 'regular';
  let heldUntil = row?.held_until ?? null;
  const hold = statusToHold(held, heldUntil, reached, now);
  if (hold) {
    await holdVipStatus(tx, userId, hold.status, hold.heldUntil, now, true);
    held = hold.status;
    heldUntil = hold.heldUntil;
  }
  return { held, heldUntil, reached, sums, currency: totals.currency };
}
