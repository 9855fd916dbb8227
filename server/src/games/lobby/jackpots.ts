import type { Jackpots } from '@casino/sdk/contract';
import type { Queryable } from '../../db/database';

/** Per game identifier, its jackpot in each wallet currency the game's jackpots take, in minor units. */
export type GameJackpots = ReadonlyMap<string, Readonly<Record<string, number>>>;

/**
 * The jackpots of `games` (every jackpot game when null) from the real pools (docs/jackpots.md): a game's jackpot in a
 * currency is the sum of the pools of the active levels of the active jackpots it feeds that take the currency, each
 * at its value there (`jackpot_value`, rounded down). Two reads: the pools valued once per jackpot and currency, then
 * which game feeds which jackpot.
 */
export async function readGameJackpots(db: Queryable, games: readonly string[] | null): Promise<GameJackpots> {
  if (games !== null && games.length === 0) return new Map();
  const pools = await db.query<{ jackpot_id: number; currency: string; amount_cents: number }>(
    `with pool as (
       select j.id, j.currency, j.allowed_currencies, sum(a.amount_cents) as amount_cents
       from jackpots j
       join jackpot_levels l on l.jackpot_id = j.id and l.state = 'active'
       join jackpot_level_amounts(array(select id from jackpot_levels)) a on a.level_id = l.id
       where j.state = 'active'
       group by j.id
     )
     select pool.id as jackpot_id, c.currency,
       floor(jackpot_value(pool.amount_cents, pool.currency, c.currency))::bigint as amount_cents
     from pool cross join unnest(pool.allowed_currencies) as c (currency)`,
  );
  if (pools.length === 0) return new Map();
  const fed = await db.query<{ game: string; jackpot_id: number }>(
    `select game, jackpot_id from jackpot_games
     where jackpot_id = any ($1::bigint[]) and ($2::text[] is null or game = any ($2::text[]))`,
    [[...new Set(pools.map((pool) => pool.jackpot_id))], games],
  );
  const byJackpot = new Map<number, Record<string, number>>();
  for (const pool of pools) {
    const amounts = byJackpot.get(pool.jackpot_id) ?? {};
    amounts[pool.currency] = pool.amount_cents;
    byJackpot.set(pool.jackpot_id, amounts);
  }
  const jackpots = new Map<string, Record<string, number>>();
  for (const { game, jackpot_id } of fed) {
    const amounts = jackpots.get(game) ?? {};
    for (const [currency, cents] of Object.entries(byJackpot.get(jackpot_id) ?? {})) {
      amounts[currency] = (amounts[currency] ?? 0) + cents;
    }
    jackpots.set(game, amounts);
  }
  return jackpots;
}

/** GET /api/games/jackpots: per currency, the jackpot of every jackpot game offered in it, in minor units, now. */
export async function listGameJackpots(db: Queryable): Promise<Jackpots> {
  const jackpots = await readGameJackpots(db, null);
  if (jackpots.size === 0) return {};
  const offered = await db.query<{ identifier: string; currencies: string[] }>(
    `select g.identifier, array(select i.currency from game_currency_ids i where i.game_id = g.id order by i.id)
       as currencies
     from games g where g.identifier = any ($1::text[]) order by g.id`,
    [[...jackpots.keys()]],
  );
  const answer: Jackpots = {};
  for (const { identifier, currencies } of offered) {
    const amounts = jackpots.get(identifier) ?? {};
    for (const currency of currencies) {
      const cents = amounts[currency];
      if (cents === undefined) continue;
      answer[currency] ??= {};
      answer[currency][identifier] = cents;
    }
  }
  return answer;
}
