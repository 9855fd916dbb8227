import type { Lootbox } from '@casino/sdk/contract';
import type { Queryable } from '../../db/database';
import { invalid } from '../../http/http-error';
import { postCompPoints } from '../comp-points';
import { issueLootbox } from '../lootboxes/issue-lootbox';
import { toLootbox } from '../lootboxes/lootbox-record';
import { spinCostIn, WHEEL_SPIN_GROUP_KEY } from './wheel-config';

/**
 * POST /api/player/wheel/spins inside `tx`, once per Idempotency-Key (`key`): spends the spin cost of the player's
 * currency (EUR's when it has none) from their chargeable comp points as an `exchange` referenced
 * `wheel_spin:{user}:{key}` (comps_award published), and issues a `purchase` wheel spin under the same reference.
 * Too few points: 422 on `points` saying how many more are needed, nothing spent.
 */
export async function buyWheelSpin(tx: Queryable, userId: number, key: string, now: Date): Promise<Lootbox> {
  const [wallet] = await tx.query<{ currency: string }>('select currency from accounts where user_id = $1 and active', [
    userId,
  ]);
  if (!wallet) throw invalid('base', 'open a wallet before buying a wheel spin');
  const cost = await spinCostIn(tx, wallet.currency);
  const reference = `wheel_spin:${userId}:${key}`;
  const spent = await postCompPoints(
    tx,
    { userId, reason: 'exchange', reference, chargeable: -cost, persistent: 0 },
    now,
  );
  if (spent.refused) {
    const missing = cost - spent.chargeable_points;
    throw invalid('points', `a wheel spin costs ${cost} points: ${missing} more points needed`);
  }
  const { row } = await issueLootbox(
    tx,
    { player: userId, groupKey: WHEEL_SPIN_GROUP_KEY, currency: wallet.currency, reference, strategy: 'purchase' },
    now,
  );
  return toLootbox(row);
}
