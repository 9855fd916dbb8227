import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { walletBalances } from '../ledger/ledger-accounts';
import { openAccount } from '../players/accounts';
import { assertBonusMove, BONUS_COLUMNS, type BonusRow, recordBonusTransition } from './bonus-record';
import { startWagering } from './start-wagering';
import { wageredBonusId } from './wagered-bonus';

/**
 * Activates an `issued` bonus inside `tx` (docs/bonuses.md, Stages): opens the wallet of its currency when missing,
 * then starts its wagering (`handle_bets`, its amount credited as bonus money, ledger kind `bonus_issue`) or, when
 * another bonus of the wallet is being wagered, queues it in `wait` without money. `row` must be locked by the caller
 * (lockBonus) or inserted in `tx`. Refuses with 422 on `base` when the bonus is not `issued` or its activation time
 * has passed. Returns the updated row.
 */
export async function activateBonus(tx: Queryable, row: BonusRow, now: Date): Promise<BonusRow> {
  if (row.stage !== 'issued') {
    throw new HttpError(422, { base: [`bonus ${row.id} is ${row.stage}: only an issued bonus can be activated`] });
  }
  if (row.activatable_until !== null && row.activatable_until.getTime() <= now.getTime()) {
    throw new HttpError(422, {
      base: [`bonus ${row.id} could be activated until ${row.activatable_until.toISOString()}; that time has passed`],
    });
  }
  await openAccount(tx, row.user_id, row.currency, now);
  await walletBalances(tx, row.user_id, row.currency, true);
  if ((await wageredBonusId(tx, row.user_id, row.currency)) === null) {
    return startWagering(tx, row, now, 'activated');
  }
  assertBonusMove(row, 'wait');
  const [queued] = await tx.query<BonusRow>(
    `update bonuses set stage = 'wait' where id = $1 returning ${BONUS_COLUMNS}`,
    [row.id],
  );
  if (!queued) throw new Error(`bonus ${row.id} vanished while being activated`);
  await recordBonusTransition(tx, queued, row.stage, now, { reason: 'queued_behind_wagered_bonus' });
  return queued;
}
