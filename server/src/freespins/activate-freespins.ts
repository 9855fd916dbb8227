import type { Freespin } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { invalid } from '../http/http-error';
import { utc } from '../limits/binding-limits';
import { moveFreespin } from './move-freespin';
import { ownFreespin } from './own-freespin';

/**
 * POST /api/player/freespins/{id}/activation inside `tx`: the player's `issued` record becomes `activated` (its spins
 * can be played). 404 when not the player's; 422 on `base` when it is not issued or its activation deadline passed.
 */
export async function activateFreespins(tx: Queryable, userId: number, id: number, now: Date): Promise<Freespin> {
  const row = await ownFreespin(tx, userId, id);
  if (row.stage !== 'issued')
    throw invalid('base', `these free spins are ${row.stage}: only issued free spins can be activated`);
  if (row.activatable_until && row.activatable_until <= now) {
    throw invalid('base', `these free spins could be activated until ${utc(row.activatable_until)}`);
  }
  return (await moveFreespin(tx, row, 'activated', now)).freespin;
}
