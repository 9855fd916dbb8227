import { BONUS_TRANSITIONS, canMoveGift } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import type { BonusRow } from './bonus-record';
import { finishBonus } from './finish-bonus';

/**
 * Cancels a locked bonus inside `tx` at the player's wish: an `issued`, `wait` or `handle_bets` bonus that is
 * cancelable becomes `canceled`; a wagered one loses its bonus money (`bonus_forfeit`) and the oldest waiting bonus
 * of the wallet is promoted. Refuses with 422 on `base` otherwise. Returns the updated row.
 */
export async function cancelBonus(tx: Queryable, row: BonusRow, now: Date): Promise<BonusRow> {
  if (!canMoveGift(BONUS_TRANSITIONS, row.stage, 'canceled')) {
    throw new HttpError(422, { base: [`bonus ${row.id} is ${row.stage} already and can no longer be canceled`] });
  }
  if (!row.cancelable) {
    throw new HttpError(422, { base: [`bonus ${row.id} cannot be canceled: wager it or let it expire`] });
  }
  return finishBonus(tx, row, 'canceled', now, { reason: 'canceled_by_player' });
}
