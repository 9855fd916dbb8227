import type { Freespin, FreespinGame } from '@casino/sdk/contract';
import { FREESPIN_TRANSITIONS, type FreespinRecordStage, isGiftOver } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';
import { publishToPlayer } from '../realtime/publish';

/** A free-spin record's stage. */
export type FreespinRowStage = FreespinRecordStage;

/** How free spins came to the player. */
export type FreespinStrategy = 'registration' | 'deposit' | 'coupon' | 'gift';

/** A `freespins` row. */
export interface FreespinRow {
  id: number;
  user_id: number;
  offer_id: string | null;
  strategy: FreespinStrategy;
  title: string;
  group_key: string | null;
  currency: string;
  stage: FreespinRowStage;
  /** Game identifiers (`provider/slug`). */
  games: string[];
  freespins_total: number;
  freespins_performed: number;
  bet_level_cents: number;
  win_cents: number;
  wager_multiplier: number;
  bonus_id: number | null;
  cancelable: boolean;
  activatable_until: Date | null;
  valid_until: Date | null;
  created_at: Date;
  activated_at: Date | null;
  finished_at: Date | null;
}

/** Columns of {@link FreespinRow}, for `select` and `returning`. */
export const FREESPIN_COLUMNS = `id, user_id, offer_id, strategy, title, group_key, currency, stage, games, freespins_total,
  freespins_performed, bet_level_cents, win_cents, wager_multiplier, bonus_id, cancelable, activatable_until,
  valid_until, created_at, activated_at, finished_at`;

/** The free-spin record `id` of player `userId` locked for an update, or null (unknown or someone else's). */
export async function lockFreespin(tx: Queryable, userId: number, id: number): Promise<FreespinRow | null> {
  const [row] = await tx.query<FreespinRow>(
    `select ${FREESPIN_COLUMNS} from freespins where id = $1 and user_id = $2 for update`,
    [id, userId],
  );
  return row ?? null;
}

/** The catalogue facts of `identifiers`, in their order; identifiers missing from the catalogue are left out. */
export async function freespinGames(db: Queryable, identifiers: readonly string[]): Promise<FreespinGame[]> {
  const rows = await db.query<FreespinGame>(
    'select identifier, title, provider, slug from games where identifier = any($1::text[])',
    [identifiers],
  );
  const byIdentifier = new Map(rows.map((row) => [row.identifier, row]));
  return identifiers.flatMap((identifier) => {
    const game = byIdentifier.get(identifier);
    return game ? [game] : [];
  });
}

/** A free-spin row in the shape of GET /api/player/freespins, given its games' catalogue facts. */
export function toFreespin(row: FreespinRow, gamesInfo: readonly FreespinGame[]): Freespin {
  const first = gamesInfo[0];
  const [provider = '', slug = ''] = row.games[0]?.split('/') ?? [];
  return {
    id: row.id,
    title: row.title,
    freespins_total: row.freespins_total,
    freespins_performed: row.freespins_performed,
    bet_level: row.bet_level_cents,
    stage: row.stage,
    games: row.games,
    games_info: gamesInfo.map((game) => ({ ...game })),
    activation_path: `/play/${first?.provider ?? provider}/${first?.slug ?? slug}`,
    provider: first?.provider ?? provider,
    currency: row.currency,
    created_at: row.created_at.toISOString(),
    activatable_until: row.activatable_until?.toISOString() ?? null,
    valid_until: row.valid_until?.toISOString() ?? null,
    activatable: row.stage === 'issued',
    activation_condition: null,
    cancelable: row.cancelable && !isGiftOver(FREESPIN_TRANSITIONS, row.stage),
    group_key: row.group_key,
    win_cents: row.win_cents,
    wager_multiplier: row.wager_multiplier,
  };
}

/** The record in the contract's shape, its games looked up in the catalogue. */
export async function describeFreespin(db: Queryable, row: FreespinRow): Promise<Freespin> {
  return toFreespin(row, await freespinGames(db, row.games));
}

/**
 * Publishes the record (after the caller updated it) on the player's `freespins_changes` channel inside `tx`, and
 * returns it in the contract's shape.
 */
export async function publishFreespin(tx: Queryable, row: FreespinRow): Promise<Freespin> {
  const freespin = await describeFreespin(tx, row);
  await publishToPlayer(tx, row.user_id, 'freespins_changes', freespin);
  return freespin;
}
