import type { Lootbox, LootboxBonus, LootboxStage, LootboxStrategy } from '@casino/sdk/contract';
import type { Queryable } from '../../db/database';
import { publishToPlayer } from '../../realtime/publish';

/** An item of a player's loot box as stored (`lootboxes.items`): a prize of the table, in the box's currency. */
export interface StoredLootboxItem {
  /** The `lootbox_prizes` row it was taken from. */
  id: number;
  weight: number;
  label: string;
  description: string;
  bonus: LootboxBonus;
}

/** A `lootboxes` row. */
export interface LootboxRow {
  id: number;
  user_id: number;
  group_key: string;
  segment_key: string;
  title: string;
  currency: string;
  strategy: LootboxStrategy;
  stage: LootboxStage;
  display: number;
  items: StoredLootboxItem[];
  reference: string;
  prize_index: number | null;
  bonus_id: number | null;
  freespin_id: number | null;
  created_at: Date;
  valid_until: Date | null;
  activated_at: Date | null;
  finished_at: Date | null;
}

/** Columns of {@link LootboxRow}, for `select` and `returning`. */
export const LOOTBOX_COLUMNS = `id, user_id, group_key, segment_key, title, currency, strategy, stage, display, items,
  reference, prize_index, bonus_id, freespin_id, created_at, valid_until, activated_at, finished_at`;

/** A loot box row in the shape of GET /api/player/lootboxes: the won item (once activated) marked `prize`. */
export function toLootbox(row: LootboxRow): Lootbox {
  return {
    id: row.id,
    title: row.title,
    currency: row.currency,
    created_at: row.created_at.toISOString(),
    valid_until: row.valid_until?.toISOString() ?? null,
    activated_at: row.activated_at?.toISOString() ?? null,
    display: row.display,
    group_key: row.group_key,
    strategy: row.strategy,
    stage: row.stage,
    items: row.items.map((item, index) => ({
      id: item.id,
      weight: item.weight,
      prize: index === row.prize_index,
      bonuses: [item.bonus],
    })),
  };
}

/** The player's loot boxes in display order, newest first within it. */
export async function listLootboxes(db: Queryable, userId: number): Promise<Lootbox[]> {
  const rows = await db.query<LootboxRow>(
    `select ${LOOTBOX_COLUMNS} from lootboxes where user_id = $1 order by display, id desc`,
    [userId],
  );
  return rows.map(toLootbox);
}

/** Publishes the box (after the caller wrote it) on the player's `lootboxes_changes` channel inside `tx`. */
export async function publishLootbox(tx: Queryable, row: LootboxRow): Promise<Lootbox> {
  const lootbox = toLootbox(row);
  await publishToPlayer(tx, row.user_id, 'lootboxes_changes', lootbox);
  return lootbox;
}
