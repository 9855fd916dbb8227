import type { JackpotType } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';

/** A level of a new jackpot (docs/jackpots.md, Pools). */
export interface NewJackpotLevel {
  identifier: string;
  name: string;
  seedCents: number;
  /** Mystic levels: the amount the level is won by at the latest. */
  mustDropByCents: number | null;
  /** The share of each contributing bet, in percent as a decimal string (`"0.5"`, at most 4 decimals). */
  contributionPercent: string;
  /** Pool rows the level's contributions are spread over, picked by player (docs/jackpots.md, Concurrency). */
  shards?: number;
}

/** A new jackpot: its pool's levels (biggest first) and the games and wallet currencies whose real bets feed it. */
export interface NewJackpot {
  identifier: string;
  name: string;
  type: JackpotType;
  currency: string;
  allowedCurrencies: readonly string[];
  games: readonly string[];
  levels: readonly NewJackpotLevel[];
}

/** Pool rows per level unless a level says otherwise: docs/jackpots.md, Concurrency, says how it was measured. */
export const DEFAULT_POOL_SHARDS = 16;

/**
 * Creates a jackpot inside `tx`: its row, its games, its levels (index in the order given) with their pool rows, and
 * each level seeded from the house (`seed_jackpot_level`, migration 0032: the seed posted from `house_jackpot_seeds`
 * to `house_jackpot_pools` and a hidden drop amount drawn). Returns the jackpot's id.
 */
export async function createJackpot(tx: Queryable, jackpot: NewJackpot, now: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into jackpots (identifier, name, type, currency, allowed_currencies, created_at)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [jackpot.identifier, jackpot.name, jackpot.type, jackpot.currency, jackpot.allowedCurrencies, now],
  );
  if (!row) throw new Error(`jackpot ${jackpot.identifier} was not created`);
  await tx.query('insert into jackpot_games (jackpot_id, game) select $1, unnest($2::text[])', [row.id, jackpot.games]);
  const levels = jackpot.levels;
  const created = await tx.query<{ id: number }>(
    `insert into jackpot_levels (jackpot_id, identifier, name, index, seed_cents, must_drop_by_cents,
       contribution_percent, shards)
     select $1, l.identifier, l.name, l.ord - 1, l.seed, l.must, l.percent::numeric, l.shards
     from unnest($2::text[], $3::text[], $4::bigint[], $5::bigint[], $6::text[], $7::smallint[])
       with ordinality as l (identifier, name, seed, must, percent, shards, ord)
     order by l.ord
     returning id`,
    [
      row.id,
      levels.map((level) => level.identifier),
      levels.map((level) => level.name),
      levels.map((level) => level.seedCents),
      levels.map((level) => level.mustDropByCents),
      levels.map((level) => level.contributionPercent),
      levels.map((level) => level.shards ?? DEFAULT_POOL_SHARDS),
    ],
  );
  const ids = created.map((level) => level.id);
  await tx.query(
    `insert into jackpot_level_pools (level_id, shard)
     select l.id, generate_series(0, l.shards - 1) from jackpot_levels l where l.id = any ($1::bigint[])`,
    [ids],
  );
  await tx.query('select seed_jackpot_level(id, 0, $2) from unnest($1::bigint[]) as id order by id', [ids, now]);
  return row.id;
}
