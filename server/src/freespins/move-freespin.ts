import type { Freespin } from '@casino/sdk/contract';
import { canMoveGift, FREESPIN_TRANSITIONS, isGiftOver } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';
import { FREESPIN_COLUMNS, type FreespinRow, type FreespinRowStage, publishFreespin } from './freespin-record';

/**
 * Moves the locked record to `stage` inside `tx` (setting `activated_at` on activation and `finished_at` on a final
 * stage) and publishes it on `freespins_changes`. Returns the updated row and its contract shape.
 */
export async function moveFreespin(
  tx: Queryable,
  row: FreespinRow,
  stage: FreespinRowStage,
  now: Date,
): Promise<{ row: FreespinRow; freespin: Freespin }> {
  if (!canMoveGift(FREESPIN_TRANSITIONS, row.stage, stage)) {
    throw new Error(`free spins ${row.id} cannot move from ${row.stage} to ${stage}`);
  }
  const [updated] = await tx.query<FreespinRow>(
    `update freespins set stage = $2,
       activated_at = case when $2 = 'activated' then $3 else activated_at end,
       finished_at = case when $4 then $3 else finished_at end
     where id = $1 returning ${FREESPIN_COLUMNS}`,
    [row.id, stage, now, isGiftOver(FREESPIN_TRANSITIONS, stage)],
  );
  if (!updated) throw new Error(`free spins ${row.id} vanished while moving to ${stage}`);
  return { row: updated, freespin: await publishFreespin(tx, updated) };
}
