import type { LootboxStrategy } from '@casino/sdk/contract';
import type { Queryable } from '../../db/database';
import { LOOTBOX_COLUMNS, type LootboxRow, publishLootbox } from './lootbox-record';
import { currencyFormat, inCurrency, offersCurrency, prizeTableFor } from './prize-table';

const DAY_MS = 86_400_000;

/** The currency a box falls back to when its prize table has no amounts in the player's. */
export const LOOTBOX_FALLBACK_CURRENCY = 'EUR';

/** A loot box to give. */
export interface LootboxGrant {
  /** The player's id. */
  player: number;
  /** Its configuration (`lootbox_configs.group_key`): `lootbox_astro`, `wheel_rocketmart`, … */
  groupKey: string;
  /** The player's currency; the box is in EUR when its prize table has no amounts in it. */
  currency: string;
  /** Milliseconds it may be opened for; absent: the configuration's `valid_days`. */
  validFor?: number;
  /** What issues it (`exchange:{key}:{n}`, `seed:{email}:…`): a reference issues one box, however often it is given. */
  reference: string;
  /** How it came to the player; defaults to `exchange` (the Rocket Mart's lootboxes exchange). */
  strategy?: LootboxStrategy;
}

/** What {@link issueLootbox} did: the box, and whether it is new (false: the reference had issued it already). */
export interface IssuedLootbox {
  row: LootboxRow;
  created: boolean;
}

/**
 * Issues a loot box inside `tx` (docs/loyalty.md, Loot boxes and the wheel): the prize table of the player's first
 * configured user group (else `default`) is copied into the box in its currency, the box is `issued` until
 * `now + validFor`, and it is published on `lootboxes_changes` unless `options.publish` is false (the seed). A reference issued before answers its box and issues
 * nothing. Throws for an unknown configuration (a caller's bug, not a player's error).
 */
export async function issueLootbox(
  tx: Queryable,
  grant: LootboxGrant,
  now: Date,
  options: { publish?: boolean } = {},
): Promise<IssuedLootbox> {
  const [config] = await tx.query<{ title: string; valid_days: number; display: number }>(
    'select title, valid_days, display from lootbox_configs where group_key = $1',
    [grant.groupKey],
  );
  const table = config ? await prizeTableFor(tx, grant.groupKey, grant.player) : null;
  if (!config || !table) throw new Error(`loot box configuration ${grant.groupKey} has no prize table`);
  const currency = offersCurrency(table.prizes, grant.currency) ? grant.currency : LOOTBOX_FALLBACK_CURRENCY;
  const format = await currencyFormat(tx, currency);
  const items = table.prizes.map((prize) => inCurrency(prize, format));
  const validFor = grant.validFor ?? config.valid_days * DAY_MS;
  const [row] = await tx.query<LootboxRow>(
    `insert into lootboxes (user_id, group_key, segment_key, title, currency, strategy, stage, display, items,
       reference, created_at, valid_until)
     values ($1, $2, $3, $4, $5, $6, 'issued', $7, $8::text::jsonb, $9, $10, $11)
     on conflict (reference) do nothing
     returning ${LOOTBOX_COLUMNS}`,
    [
      grant.player,
      grant.groupKey,
      table.segmentKey,
      config.title,
      currency,
      grant.strategy ?? 'exchange',
      config.display,
      JSON.stringify(items),
      grant.reference,
      now,
      new Date(now.getTime() + validFor),
    ],
  );
  if (row) {
    if (options.publish !== false) await publishLootbox(tx, row);
    return { row, created: true };
  }
  const [existing] = await tx.query<LootboxRow>(`select ${LOOTBOX_COLUMNS} from lootboxes where reference = $1`, [
    grant.reference,
  ]);
  if (existing?.user_id !== grant.player) {
    throw new Error(`loot box reference ${grant.reference} is not player ${grant.player}'s`);
  }
  return { row: existing, created: false };
}
