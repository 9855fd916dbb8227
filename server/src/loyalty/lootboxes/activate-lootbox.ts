import type { LootboxActivation, LootboxIssued } from '@casino/sdk/contract';
import { BONUS_COLUMNS, type BonusRow, toBonus } from '../../bonuses/bonus-record';
import type { Queryable } from '../../db/database';
import { describeFreespin, FREESPIN_COLUMNS, type FreespinRow } from '../../freespins/freespin-record';
import { HttpError, invalid } from '../../http/http-error';
import { utc } from '../../limits/binding-limits';
import { cryptoUniformInt, drawWeighted, type UniformInt } from './draw';
import { LOOTBOX_COLUMNS, type LootboxRow, publishLootbox, toLootbox } from './lootbox-record';
import { payPrize } from './pay-prize';

/** What an activated box issued, as it stands now. */
async function issuedBy(tx: Queryable, row: LootboxRow): Promise<LootboxIssued> {
  if (row.bonus_id !== null) {
    const [bonus] = await tx.query<BonusRow>(`select ${BONUS_COLUMNS} from bonuses where id = $1`, [row.bonus_id]);
    if (bonus) return { type: 'bonus', bonus: toBonus(bonus) };
  }
  if (row.freespin_id !== null) {
    const [freespin] = await tx.query<FreespinRow>(`select ${FREESPIN_COLUMNS} from freespins where id = $1`, [
      row.freespin_id,
    ]);
    if (freespin) return { type: 'freespins', freespins: await describeFreespin(tx, freespin) };
  }
  throw new Error(`activated loot box ${row.id} names nothing it issued`);
}

/** Whether the player accepts bonuses (`can_issue_bonuses`, loyalty.md §6: the flag gates bonuses). */
async function canIssueBonuses(tx: Queryable, userId: number): Promise<boolean> {
  const [row] = await tx.query<{ can_issue_bonuses: boolean }>('select can_issue_bonuses from users where id = $1', [
    userId,
  ]);
  return row?.can_issue_bonuses === true;
}

/**
 * POST /api/player/lootboxes/{id}/activation inside `tx` (docs/loyalty.md, Loot boxes and the wheel): the player's
 * box is locked; an `issued` one inside its time gets one prize drawn by weight with the CSPRNG (`uniform`, node:crypto
 * unless a test gives another), paid through the bonus or free-spin engine, and becomes `activated` with the prize's
 * index; it is published on `lootboxes_changes`. An `activated` box answers its stored result and draws nothing (a
 * retry, or a concurrent activation that waited on the lock). 404 when the box is not the player's; 422 on `base`
 * when it is expired, canceled or past `valid_until`, or may hold a bonus for a player who turned bonuses off;
 * nothing changed.
 */
export async function activateLootbox(
  tx: Queryable,
  userId: number,
  id: number,
  now: Date,
  uniform: UniformInt = cryptoUniformInt,
): Promise<LootboxActivation> {
  const [row] = await tx.query<LootboxRow>(
    `select ${LOOTBOX_COLUMNS} from lootboxes where id = $1 and user_id = $2 for update`,
    [id, userId],
  );
  if (!row) throw new HttpError(404, { base: [`loot box ${id} not found among your loot boxes`] });
  if (row.stage === 'activated' && row.prize_index !== null) {
    return { lootbox: toLootbox(row), prize_index: row.prize_index, issued: await issuedBy(tx, row) };
  }
  if (row.stage !== 'issued') throw invalid('base', `this loot box is ${row.stage}: only an issued one can be opened`);
  if (row.valid_until !== null && row.valid_until <= now) {
    throw invalid('base', `this loot box could be opened until ${utc(row.valid_until)}`);
  }
  if (row.items.some((item) => item.bonus.type === 'bonus') && !(await canIssueBonuses(tx, userId))) {
    throw invalid('base', 'this loot box may hold a bonus: turn bonuses on in your settings to open it');
  }
  const index = drawWeighted(
    row.items.map((item) => item.weight),
    uniform,
  );
  const item = row.items[index];
  if (!item) throw new Error(`loot box ${row.id}: drew item ${index} of ${row.items.length}`);
  const paid = await payPrize(tx, row, item.bonus, now);
  const [activated] = await tx.query<LootboxRow>(
    `update lootboxes set stage = 'activated', prize_index = $2, bonus_id = $3, freespin_id = $4, activated_at = $5
     where id = $1 returning ${LOOTBOX_COLUMNS}`,
    [row.id, index, paid.bonusId, paid.freespinId, now],
  );
  if (!activated) throw new Error(`loot box ${row.id} vanished while being opened`);
  return { lootbox: await publishLootbox(tx, activated), prize_index: index, issued: paid.issued };
}
