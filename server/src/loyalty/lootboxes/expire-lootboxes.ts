import type { Database } from '../../db/database';
import { LOOTBOX_COLUMNS, type LootboxRow, publishLootbox } from './lootbox-record';

/** Boxes expired per transaction. */
const BATCH = 100;

/**
 * Expires the loot boxes due at `now`: issued ones past `valid_until` become `expired`, a batch per transaction
 * (`for update skip locked`, so a box being opened is left to its activation, which refuses it), each published on
 * `lootboxes_changes`. Returns how many expired.
 */
export async function expireDueLootboxes(db: Database, now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const rows = await db.transaction(async (tx) => {
      const moved = await tx.query<LootboxRow>(
        `update lootboxes set stage = 'expired', finished_at = $1
         where id in (select id from lootboxes where stage = 'issued' and valid_until <= $1
           order by id limit $2 for update skip locked)
         returning ${LOOTBOX_COLUMNS}`,
        [now, BATCH],
      );
      for (const row of moved) await publishLootbox(tx, row);
      return moved.length;
    });
    expired += rows;
    if (rows < BATCH) return expired;
  }
}
