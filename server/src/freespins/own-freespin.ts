import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { type FreespinRow, lockFreespin } from './freespin-record';

/** The player's free-spin record `id`, locked for an update; 404 when it is unknown or someone else's. */
export async function ownFreespin(tx: Queryable, userId: number, id: number): Promise<FreespinRow> {
  const row = await lockFreespin(tx, userId, id);
  if (!row) throw new HttpError(404, { base: [`free spins ${id} not found among your free spins`] });
  return row;
}
