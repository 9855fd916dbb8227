import type { VipStatus } from '@casino/sdk/contract';
import { isVipStatusAbove, vipQuarter, vipStatusReached } from '@casino/sdk/rules';
import type { Database } from '../db/database';
import { readPlayerValuedTotals } from './valued-totals';
import { heldUntilOf, holdVipStatus } from './vip-standing';

const isoDate = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The quarter-end job (docs/vip.md, Quarter end): once per quarter, at its start, every player whose status ran out
 * or who deposited or bet in the quarter that ended holds what that quarter's sums reached (valued in his active
 * wallet's currency), until the end of the new quarter; a status still holding that is higher stays, diamond for
 * life. A player who drops is placed in the lower status group. The first process to record the quarter does the
 * work, in one transaction. Answers how many players were re-assessed (0 when the quarter was done already).
 */
export async function reassessVipQuarter(db: Database, now: Date): Promise<number> {
  const quarter = vipQuarter(now);
  const [done] = await db.query('select 1 from vip_quarter_reassessments where quarter_start = $1::date', [
    isoDate(quarter.start),
  ]);
  if (done) return 0;
  const ended = vipQuarter(new Date(quarter.start.getTime() - 1));
  return db.transaction(async (tx) => {
    const [claimed] = await tx.query(
      `insert into vip_quarter_reassessments (quarter_start, done_at) values ($1::date, $2)
       on conflict do nothing returning quarter_start`,
      [isoDate(quarter.start), now],
    );
    if (!claimed) return 0;
    const players = await tx.query<{ user_id: number }>(
      `select user_id from vip_statuses where held_until <= $1
       union select distinct user_id from player_daily_totals where day >= $2::date and day < $3::date
       order by user_id`,
      [now, isoDate(ended.start), isoDate(quarter.start)],
    );
    for (const { user_id: userId } of players) {
      const [row] = await tx.query<{ status: VipStatus; held_until: Date | null }>(
        'select status, held_until from vip_statuses where user_id = $1',
        [userId],
      );
      const held = row && (row.held_until === null || row.held_until > now) ? row : null;
      if (held?.status === 'diamond') continue;
      const lastDay = isoDate(new Date(quarter.start.getTime() - 1));
      const totals = await readPlayerValuedTotals(tx, userId, isoDate(ended.start), lastDay);
      const reached = vipStatusReached(
        { depositCents: totals.depositCents, betSumCents: totals.betCents },
        totals.currency,
      );
      const keeps = held !== null && !isVipStatusAbove(reached, held.status);
      const status = keeps ? held.status : reached;
      const heldUntil = keeps ? held.held_until : heldUntilOf(reached, ended.start);
      const unchanged =
        (row?.status ?? 'regular') === status &&
        (row?.held_until?.getTime() ?? null) === (heldUntil?.getTime() ?? null);
      if (!unchanged) await holdVipStatus(tx, userId, status, heldUntil, now, false);
    }
    return players.length;
  });
}
