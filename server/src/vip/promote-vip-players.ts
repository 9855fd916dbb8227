import { vipQuarter, vipStatusReached } from '@casino/sdk/rules';
import type { Database } from '../db/database';
import { readValuedTotals } from './valued-totals';
import { assessVipStatus, heldVipStatuses, statusToHold } from './vip-standing';

const DAY_MS = 86_400_000;
/** Players assessed by one run of the job at most; the rest wait for the next run. */
export const VIP_PROMOTION_BATCH = 200;
/** How often the server looks for players to promote. */
export const VIP_PROMOTION_INTERVAL_MS = 5_000;

const isoDate = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The promotion job (docs/vip.md, Promotion): players who deposited or bet today or yesterday (UTC) and whose quarter
 * sums moved since their last assessment are assessed again, so a status reached is held within seconds even if the
 * player never opens his VIP page. The batch is assessed in three reads; a player whose status changes is assessed
 * again in his own transaction (`assessVipStatus`), and the sums seen of all the others are recorded in one statement,
 * so a busy casino costs the job a few statements a run, not several per player. Answers how many were assessed.
 */
export async function promoteVipPlayers(db: Database, now: Date): Promise<number> {
  const quarterStart = isoDate(vipQuarter(now).start);
  const since = isoDate(new Date(Math.max(vipQuarter(now).start.getTime(), now.getTime() - DAY_MS)));
  const today = isoDate(now);
  const due = await db.query<{ user_id: number }>(
    `select moved.user_id from (
       select t.user_id, sum(t.deposit_cents + t.bet_cents)::bigint as moved_cents from player_daily_totals t
       where t.user_id in (select distinct user_id from player_daily_totals where day between $2::date and $4::date)
         and t.day between $1::date and $4::date
       group by t.user_id) moved
     left join vip_assessments a on a.user_id = moved.user_id and a.quarter_start = $1::date
     where a.moved_cents is distinct from moved.moved_cents
     order by moved.user_id limit $3`,
    [quarterStart, since, VIP_PROMOTION_BATCH, today],
  );
  if (due.length === 0) return 0;
  const userIds = due.map((row) => row.user_id);
  const totals = await readValuedTotals(db, userIds, quarterStart, today);
  const held = await heldVipStatuses(db, userIds, now);
  const unchanged: { userId: number; movedCents: number }[] = [];
  for (const userId of userIds) {
    const sums = totals.get(userId);
    if (!sums) continue;
    const reached = vipStatusReached({ depositCents: sums.depositCents, betSumCents: sums.betCents }, sums.currency);
    const holding = held.get(userId);
    if (statusToHold(holding?.status ?? 'regular', holding?.held_until ?? null, reached, now)) {
      await db.transaction((tx) => assessVipStatus(tx, userId, now));
    } else {
      unchanged.push({ userId, movedCents: sums.movedCents });
    }
  }
  if (unchanged.length === 0) return due.length;
  // in player order, so that two processes recording overlapping batches never wait on each other's rows in turn
  await db.query(
    `insert into vip_assessments (user_id, quarter_start, moved_cents, assessed_at)
     select s.user_id, $3::date, s.moved_cents, $4
     from unnest($1::bigint[], $2::bigint[]) as s (user_id, moved_cents) order by s.user_id
     on conflict (user_id, quarter_start) do update
       set moved_cents = excluded.moved_cents, assessed_at = excluded.assessed_at`,
    [unchanged.map((row) => row.userId), unchanged.map((row) => row.movedCents), quarterStart, now],
  );
  return due.length;
}
