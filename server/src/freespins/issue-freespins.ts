import type { Queryable } from '../db/database';
import { notifyGiftIssued } from '../notifications/notify';
import { FREESPIN_COLUMNS, type FreespinRow, type FreespinStrategy, publishFreespin } from './freespin-record';

/** Free spins to give: `count` spins of `betLevelCents` a line on one of `games`. */
export interface FreespinGrant {
  userId: number;
  strategy: FreespinStrategy;
  title: string;
  currency: string;
  /** Game identifiers (`provider/slug`) the spins may be played on; at least one. */
  games: readonly string[];
  count: number;
  /** Line bet of each spin, minor units. */
  betLevelCents: number;
  /** Wagering the winnings get, as a multiple of them; 0 pays them as cash. */
  wagerMultiplier: number;
  /** The offer it comes from (its code), if any. */
  offerId?: string | null;
  groupKey?: string | null;
  /** Until when the spins may be activated; null or absent: no deadline. */
  activatableUntil?: Date | null;
  /** Until when activated spins may be played; null or absent: no deadline. */
  validUntil?: Date | null;
  cancelable?: boolean;
}

/**
 * Issues free spins inside `tx` at stage `issued`, publishes the record on `freespins_changes` and stores a
 * notification for the bell (`freespins_issued`, button to the gifts page). Returns the new row.
 */
export async function issueFreespins(tx: Queryable, grant: FreespinGrant, now: Date): Promise<FreespinRow> {
  const [row] = await tx.query<FreespinRow>(
    `insert into freespins (user_id, offer_id, strategy, title, group_key, currency, stage, games, freespins_total,
       bet_level_cents, wager_multiplier, cancelable, activatable_until, valid_until, created_at)
     values ($1, $2, $3, $4, $5, $6, 'issued', $7, $8, $9, $10, $11, $12, $13, $14)
     returning ${FREESPIN_COLUMNS}`,
    [
      grant.userId,
      grant.offerId ?? null,
      grant.strategy,
      grant.title,
      grant.groupKey ?? null,
      grant.currency,
      [...grant.games],
      grant.count,
      grant.betLevelCents,
      grant.wagerMultiplier,
      grant.cancelable ?? true,
      grant.activatableUntil ?? null,
      grant.validUntil ?? null,
      now,
    ],
  );
  if (!row) throw new Error('insert into freespins returned no row');
  await publishFreespin(tx, row);
  await notifyGiftIssued(
    tx,
    grant.userId,
    { type: 'freespins_changes', title: grant.title, text: 'freespins_issued', identifier: `freespins:${row.id}` },
    now,
  );
  return row;
}
