import type { Jackpot, JackpotList } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';

/** A level row of {@link listJackpots}: the contract's level with its jackpot. */
interface LevelRow extends Omit<Jackpot['levels'][number], 'state'> {
  jackpot_id: number;
  state: 'active' | 'inactive';
}

/**
 * GET /api/jackpots: every active jackpot with its games and its levels (biggest first), each level's pool now
 * (`jackpot_level_amounts`: the base plus the whole cents of its shards). The hidden drop amount is never read here.
 */
export async function listJackpots(db: Queryable): Promise<JackpotList> {
  const jackpots = await db.query<Omit<Jackpot, 'levels'>>(
    `select j.id, j.name, j.identifier, j.type, j.state, j.currency, j.allowed_currencies,
       array(select g.game from jackpot_games g where g.jackpot_id = j.id order by g.game) as games
     from jackpots j where j.state = 'active' order by j.id`,
  );
  if (jackpots.length === 0) return [];
  const levels = await db.query<LevelRow>(
    `select l.jackpot_id, l.id, l.identifier, l.name, l.index, l.state, a.amount_cents, l.seed_cents,
       l.must_drop_by_cents, trim_scale(l.contribution_percent)::text as contribution_percent
     from jackpot_levels l join jackpot_level_amounts(array(select id from jackpot_levels
       where jackpot_id = any ($1::bigint[]))) a on a.level_id = l.id
     order by l.jackpot_id, l.index`,
    [jackpots.map((jackpot) => jackpot.id)],
  );
  return jackpots.map((jackpot) => ({
    ...jackpot,
    levels: levels.filter((level) => level.jackpot_id === jackpot.id).map(({ jackpot_id: _, ...level }) => level),
  }));
}

/** Whether an active jackpot `identifier` exists. */
export async function jackpotExists(db: Queryable, identifier: string): Promise<boolean> {
  const [row] = await db.query(`select 1 from jackpots where identifier = $1 and state = 'active'`, [identifier]);
  return row !== undefined;
}
