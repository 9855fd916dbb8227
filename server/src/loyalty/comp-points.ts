import type { CompPoints, CompPointsReason, CompsAward } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { publishToPlayer } from '../realtime/publish';

/** What `post_comp_points` and `accrue_round_comp_points` answer (docs/loyalty.md, Journal). */
export interface CompPointsRow {
  /** Entries were appended (false: the reference had them already, or the change was refused). */
  posted: boolean;
  /** The chargeable balance would have gone below zero: nothing was written. */
  refused: boolean;
  chargeable_points: number;
  persistent_points: number;
  awarded_chargeable: number;
  awarded_persistent: number;
  /** The level of the persistent balance; null when no level is set up. */
  level_id: string | null;
  level_name: string | null;
  /** The change moved the player into a higher level. */
  level_up: boolean;
}

/** A change of a player's comp points: signed points per balance, written once per `reference`. */
export interface CompPointsChange {
  userId: number;
  reason: CompPointsReason;
  /** What caused it, e.g. `exchange:…`; a reference is never posted twice. */
  reference: string;
  chargeable: number;
  persistent: number;
}

/** A player's balances as GET /api/player/comp_points answers them; zero for a player who never had points. */
export async function loadCompPoints(db: Queryable, userId: number): Promise<CompPoints> {
  const [row] = await db.query<{ chargeable_points: number; persistent_points: number }>(
    'select chargeable_points, persistent_points from comp_point_balances where user_id = $1',
    [userId],
  );
  return { chargeable: { points: row?.chargeable_points ?? 0 }, persistent: { points: row?.persistent_points ?? 0 } };
}

/** The `comps_award` data of a posted change. */
export function toCompsAward(row: CompPointsRow, reason: CompPointsReason): CompsAward {
  return {
    chargeable: { points: row.chargeable_points },
    persistent: { points: row.persistent_points },
    awarded: { chargeable: row.awarded_chargeable, persistent: row.awarded_persistent },
    reason,
    level: row.level_id === null || row.level_name === null ? null : { id: row.level_id, name: row.level_name },
    level_up: row.level_up,
  };
}

/** Publishes `comps_award` for a posted change (delivered after commit); nothing for a change that moved nothing. */
export async function publishCompsAward(
  tx: Queryable,
  userId: number,
  row: CompPointsRow,
  reason: CompPointsReason,
): Promise<void> {
  if (!row.posted) return;
  await publishToPlayer(tx, userId, 'comps_award', toCompsAward(row, reason));
}

/**
 * Posts a change of comp points inside `tx` in one statement (`post_comp_points`, docs/loyalty.md): the balance row
 * locked, a change that would take the chargeable balance below zero refused (nothing written), the entries appended
 * once per reference, the balances moved and, on reaching a higher level, the player moved into its status group; then
 * `comps_award` published unless `options.publish` is false (the seed). Returns what the function answered
 * (`refused`, or `posted` false for a repeated reference).
 */
export async function postCompPoints(
  tx: Queryable,
  change: CompPointsChange,
  now: Date,
  options: { publish?: boolean } = {},
): Promise<CompPointsRow> {
  const [row] = await tx.query<CompPointsRow>('select * from post_comp_points($1, $2, $3, $4, $5, $6)', [
    change.userId,
    change.reason,
    change.reference,
    change.chargeable,
    change.persistent,
    now,
  ]);
  if (!row) throw new Error(`post_comp_points answered nothing for player ${change.userId}`);
  if (options.publish !== false) await publishCompsAward(tx, change.userId, row, change.reason);
  return row;
}
