import type { Database } from '../db/database';
import { BONUS_COLUMNS, type BonusRow } from './bonus-record';
import { finishBonus } from './finish-bonus';

/**
 * Expires every bonus whose time is up, each in its own transaction (rows locked by others are skipped and taken on a
 * later run): an `issued` one whose `activatable_until` has passed, a `wait` or `handle_bets` one whose `valid_until`
 * has passed (a wagered one forfeits its bonus money and the oldest waiting bonus of its wallet is promoted). Returns
 * how many expired.
 */
export async function expireDueBonuses(db: Database, now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx.query<BonusRow>(
        `select ${BONUS_COLUMNS} from bonuses
         where (stage = 'issued' and activatable_until <= $1) or (stage in ('wait', 'handle_bets') and valid_until <= $1)
         order by id limit 1 for update skip locked`,
        [now],
      );
      if (!row) return false;
      const reason = row.stage === 'issued' ? 'activation_time_passed' : 'validity_passed';
      await finishBonus(tx, row, 'expired', now, { reason });
      return true;
    });
    if (!done) return expired;
    expired++;
  }
}
