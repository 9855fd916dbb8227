import type { Queryable } from '../db/database';
import { BONUS_COLUMNS, type BonusRow } from './bonus-record';

/** The id of the wallet's `handle_bets` bonus, or null; read without locks (the wallet's ledger locks guard it). */
export async function wageredBonusId(tx: Queryable, userId: number, currency: string): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `select id from bonuses where user_id = $1 and currency = $2 and stage = 'handle_bets'`,
    [userId, currency],
  );
  return row?.id ?? null;
}

/**
 * Locks and returns the wallet's `handle_bets` bonus, or null when none (found without a lock, so a wallet without
 * one costs one read). Take it before the wallet's ledger locks (lock order: bonus row, then ledger accounts). When
 * the bonus found finishes before the lock is granted, the one promoted in its place is looked up again.
 */
export async function lockWageredBonus(tx: Queryable, userId: number, currency: string): Promise<BonusRow | null> {
  if ((await wageredBonusId(tx, userId, currency)) === null) return null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await tx.query<BonusRow>(
      `select ${BONUS_COLUMNS} from bonuses where user_id = $1 and currency = $2 and stage = 'handle_bets' for update`,
      [userId, currency],
    );
    if (!row) {
      const id = await wageredBonusId(tx, userId, currency);
      if (id === null) return null;
      continue;
    }
    return row;
  }
  return null;
}
