import type { Lootbox } from '@casino/sdk/contract';
import type { Queryable } from '../../db/database';
import { postCompPoints } from '../comp-points';
import { LOOTBOX_COLUMNS, type LootboxRow, publishLootbox } from './lootbox-record';

/** What {@link cancelLootbox} did: the box, now `canceled`, and the comp points it gave back (0 for a gift). */
export interface CanceledLootbox {
  lootbox: Lootbox;
  refundedPoints: number;
}

/** The points one box of a Rocket Mart exchange cost (its reference is `exchange:{id}:{n}`); 0 for any other box. */
async function pricePaid(tx: Queryable, reference: string): Promise<number> {
  const exchangeId = /^exchange:(\d+):\d+$/.exec(reference)?.[1];
  if (exchangeId === undefined) return 0;
  const [exchange] = await tx.query<{ points: number; quantity: number }>(
    'select points::int as points, quantity from comp_point_exchanges where id = $1',
    [exchangeId],
  );
  return exchange ? exchange.points / exchange.quantity : 0;
}

/**
 * Support cancels loot box `id` inside `tx` (docs/loyalty.md, Stages and expiry): an `issued` box becomes `canceled`
 * (finished now, published on `lootboxes_changes`, which the client hides), and a box bought in the Rocket Mart or on
 * the wheel page gives its price back as an `adjustment` referenced `lootbox_refund:{id}` (comps_award published).
 * An opened, expired or canceled box, or an unknown one, throws: nothing changes.
 */
export async function cancelLootbox(tx: Queryable, id: number, now: Date): Promise<CanceledLootbox> {
  const [box] = await tx.query<LootboxRow>(`select ${LOOTBOX_COLUMNS} from lootboxes where id = $1 for update`, [id]);
  if (!box) throw new Error(`there is no loot box ${id}`);
  if (box.stage !== 'issued') throw new Error(`loot box ${id} is ${box.stage}: only an issued one can be canceled`);
  const [canceled] = await tx.query<LootboxRow>(
    `update lootboxes set stage = 'canceled', finished_at = $2 where id = $1 returning ${LOOTBOX_COLUMNS}`,
    [id, now],
  );
  if (!canceled) throw new Error(`loot box ${id} vanished while it was canceled`);
  const refundedPoints = await pricePaid(tx, box.reference);
  if (refundedPoints > 0) {
    await postCompPoints(
      tx,
      {
        userId: box.user_id,
        reason: 'adjustment',
        reference: `lootbox_refund:${id}`,
        chargeable: refundedPoints,
        persistent: 0,
      },
      now,
    );
  }
  return { lootbox: await publishLootbox(tx, canceled), refundedPoints };
}
