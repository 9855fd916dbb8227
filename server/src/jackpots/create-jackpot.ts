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
  /** Pool rows the contributions are spread over, picked by player (docs/jackpots.md, Concurrency). */
  shards?: number;
}

/** Pool rows of a jackpot unless it says otherwise: docs/jackpots.md, Concurrency, says how it was measured. */
export const DEFAULT_POOL_SHARDS = 16;

/**
 * Creates a jackpot inside `tx`: its row, its games, its levels (index in the order given), its pool rows, and
 * each level seeded from the house (`seed_jackpot_level`, migration 0032: the seed posted from `house_jackpot_seeds`
 * to `house_jackpot_pools` and a hidden drop amount drawn). Returns the jackpot's id.
 */
export async function createJackpot(tx: Queryable, jackpot: NewJackpot, now: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into jackpots (identifier, name, type, currency, allowed_currencies, shards, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      jackpot.identifier,
      jackpot.name,
      jackpot.type,
      jackpot.currency,
      jackpot.allowedCurrencies,
      jackpot.shards ?? DEFAULT_POOL_SHARDS,
      now,
    ],
  );
  if (!row) throw new Error(`jackpot ${jackpot.identifier} was not created`);
  await tx.query('insert into jackpot_games (jackpot_id, game) select $1, unnest($2::text[])', [row.id, jackpot.games]);
  const levels = jackpot.levels;
  const created = await tx.query<{ id: number }>(
    `insert into jackpot_levels (jackpot_id, identifier, name, index, seed_cents, must_drop_by_cents,
       contribution_percent)
     select $1, l.identifier, l.name, l.ord - 1, l.seed, l.must, l.percent::numeric
     from unnest($2::text[], $3::text[], $4::bigint[], $5::bigint[], $6::text[])
       with ordinality as l (identifier, name, seed, must, percent, ord)
     order by l.ord
     returning id`,
    [
      row.id,
      levels.map((level) => level.identifier),
      levels.map((level) => level.name),
      levels.map((level) => level.seedCents),
      levels.map((level) => level.mustDropByCents),
      levels.map((level) => level.contributionPercent),
    ],
  );
  const ids = created.map((level) => level.id);
  await tx.query(
    `insert into jackpot_pools (jackpot_id, shard, contributed)
     select j.id, generate_series(0, j.shards - 1), array_fill(0::numeric, array[$2::integer]) from jackpots j
     where j.id = $1`,
    [row.id, levels.length],
  );
  await tx.query('select seed_jackpot_level(id, 0, $2) from unnest($1::bigint[]) as id order by id', [ids, now]);
  return row.id;
}
