import type { VipStatusProgress } from '@casino/sdk/contract';
import { nextVipStatus, vipOverallProgress, vipThresholds } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';
import { assessVipStatus } from './vip-standing';

/**
 * GET /jam/vip_status_progress of a player (docs/vip.md): assesses him first (a status reached is held at once), then
 * measures this quarter's sums against the thresholds of the status above the one they reached (diamond's own at
 * diamond), in his active wallet's currency.
 */
export async function readVipStatusProgress(tx: Queryable, userId: number, now: Date): Promise<VipStatusProgress> {
  const standing = await assessVipStatus(tx, userId, now);
  const next = nextVipStatus(standing.reached);
  const asked = vipThresholds(next ?? standing.reached, standing.currency);
  return {
    userId,
    currency: standing.currency,
    currentStatus: standing.held,
    activeStatus: standing.reached,
    nextStatus: next,
    depositAmountCents: standing.sums.depositCents,
    depositThresholdCents: asked.depositCents,
    betSumCents: standing.sums.betSumCents,
    betSumThresholdCents: asked.betSumCents,
    overallProgress: vipOverallProgress(standing.sums, asked),
  };
}
