import type { Database } from '../db/database';
import { FREESPIN_COLUMNS, type FreespinRow } from './freespin-record';
import { moveFreespin } from './move-freespin';

/** Due records: issued past their activation deadline, or activated past their end. */
const DUE = `(stage = 'issued' and activatable_until <= $1) or (stage = 'activated' and valid_until <= $1)`;

/**
 * Expires the free spins that are due at `now`, each in its own transaction (`for update skip locked`, so a record
 * being played is left for the next run): issued ones past `activatable_until` and activated ones past `valid_until`
 * become `expired`, their winnings so far dropped. Returns how many expired.
 */
export async function expireDueFreespins(db: Database, now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      const [row] = await tx.query<FreespinRow>(
        `select ${FREESPIN_COLUMNS} from freespins where ${DUE} order by id limit 1 for update skip locked`,
        [now],
      );
      if (!row) return false;
      await moveFreespin(tx, row, 'expired', now);
      return true;
    });
    if (!moved) return expired;
    expired += 1;
  }
}
