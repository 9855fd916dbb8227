import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { BONUS_COLUMNS, type BonusRow, lockBonus } from './bonus-record';

/** The player's bonuses, newest first (all stages). */
export async function listPlayerBonuses(db: Queryable, userId: number): Promise<BonusRow[]> {
  return db.query<BonusRow>(`select ${BONUS_COLUMNS} from bonuses where user_id = $1 order by id desc`, [userId]);
}

function notFound(id: number): HttpError {
  return new HttpError(404, { base: [`bonus ${id} not found among your bonuses`] });
}

/** The player's bonus `id`, or 404 when it is unknown or another player's. */
export async function findPlayerBonus(db: Queryable, userId: number, id: number): Promise<BonusRow> {
  const [row] = await db.query<BonusRow>(`select ${BONUS_COLUMNS} from bonuses where id = $1 and user_id = $2`, [
    id,
    userId,
  ]);
  if (!row) throw notFound(id);
  return row;
}

/** The player's bonus `id` locked for an update inside `tx`, or 404 when it is unknown or another player's. */
export async function lockPlayerBonus(tx: Queryable, userId: number, id: number): Promise<BonusRow> {
  const row = await lockBonus(tx, id);
  if (!row || row.user_id !== userId) throw notFound(id);
  return row;
}
