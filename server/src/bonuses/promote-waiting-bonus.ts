import type { Queryable } from '../db/database';
import { BONUS_COLUMNS, type BonusRow } from './bonus-record';
import { startWagering } from './start-wagering';
import { wageredBonusId } from './wagered-bonus';

/**
 * Starts the wagering of the wallet's oldest `wait` bonus inside `tx` when no bonus of the wallet is wagered (its
 * money is credited at once). The caller holds the wallet's ledger locks; it waits for a waiting bonus another
 * transaction holds (nothing that holds a waiting bonus waits for ledger locks) and takes the next one when that
 * bonus left `wait`. Returns the promoted row, or null.
 */
export async function promoteWaitingBonus(
  tx: Queryable,
  userId: number,
  currency: string,
  now: Date,
): Promise<BonusRow | null> {
  if ((await wageredBonusId(tx, userId, currency)) !== null) return null;
  const [next] = await tx.query<BonusRow>(
    `select ${BONUS_COLUMNS} from bonuses where user_id = $1 and currency = $2 and stage = 'wait'
     order by id limit 1 for update`,
    [userId, currency],
  );
  if (!next) return null;
  return startWagering(tx, next, now, 'promoted_from_wait');
}
