import { vipQuarter } from '@casino/sdk/rules';
import type { Database } from '../db/database';
import { assessVipStatus } from './vip-standing';

const DAY_MS = 86_400_000;
/** Players assessed by one run of the job at most; the rest wait for the next run. */
export const VIP_PROMOTION_BATCH = 200;
/** How often the server looks for players to promote. */
export const VIP_PROMOTION_INTERVAL_MS = 5_000;

const isoDate = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The promotion job (docs/vip.md, Promotion): players who deposited or bet today or yesterday (UTC) and whose quarter
 * sums moved since their last assessment are assessed again, each in his own transaction, so a status reached is held
 * within seconds even if the player never opens his VIP page. Answers how many were assessed.
 */
export async function promoteVipPlayers(db: Database, now: Date): Promise<number> {
  const quarterStart = isoDate(vipQuarter(now).start);
  const since = isoDate(new Date(Math.max(vipQuarter(now).start.getTime(), now.getTime() - DAY_MS)));
  const due = await db.query<{ user_id: number }>(
    `select moved.user_id from (
       select t.user_id, sum(t.deposit_cents + t.bet_cents)::bigint as moved_cents from player_daily_totals t
       where t.user_id in (select distinct user_id from player_daily_totals where day between $2::date and $4::date)
         and t.day between $1::date and $4::date
       group by t.user_id) moved
     left join vip_assessments a on a.user_id = moved.user_id and a.quarter_start = $1::date
     where a.moved_cents is distinct from moved.moved_cents
     order by moved.user_id limit $3`,
    [quarterStart, since, VIP_PROMOTION_BATCH, isoDate(now)],
  );
  for (const { user_id: userId } of due) {
    await db.transaction((tx) => assessVipStatus(tx, userId, now));
  }
  return due.length;
}
