import type { Freespin } from '@casino/sdk/contract';
import { canMoveGift, FREESPIN_TRANSITIONS } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';
import { invalid } from '../http/http-error';
import { moveFreespin } from './move-freespin';
import { ownFreespin } from './own-freespin';

/**
 * DELETE /api/player/freespins/{id} inside `tx`: the player's issued or activated record becomes `canceled`; the
 * spins left and the winnings so far are dropped (no money moves). 404 when not the player's; 422 on `base` when it is
 * already over or not cancelable.
 */
export async function cancelFreespins(tx: Queryable, userId: number, id: number, now: Date): Promise<Freespin> {
  const row = await ownFreespin(tx, userId, id);
  if (!canMoveGift(FREESPIN_TRANSITIONS, row.stage, 'canceled')) {
    throw invalid('base', `these free spins are ${row.stage}: only issued or activated free spins can be canceled`);
  }
  if (!row.cancelable) throw invalid('base', 'these free spins cannot be canceled');
  return (await moveFreespin(tx, row, 'canceled', now)).freespin;
}
