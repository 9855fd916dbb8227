import type { Queryable } from '../db/database';

/** A player whose comp point balance differs from the sum of their journal entries. */
export interface CompPointDrift {
  user_id: number;
  chargeable_points: number;
  persistent_points: number;
  chargeable_journal: number;
  persistent_journal: number;
}

/**
 * Checks the comp point books (`comp_point_drift()`, docs/loyalty.md): every player's balances equal the sums of their
 * journal entries. Empty when the books are right.
 */
export function checkCompPoints(db: Queryable): Promise<CompPointDrift[]> {
  return db.query<CompPointDrift>('select * from comp_point_drift() order by user_id');
}
