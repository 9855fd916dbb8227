import type { Game } from '@casino/sdk/contract';
import type { Queryable } from '../../db/database';
import { GAME_COLUMNS, type GameRow, toGame } from './game-record';
import { readGameJackpots } from './jackpots';

/** The game of a numeric game id (any currency's or `FUN`); null when no game has it. */
export async function gameOfNumericId(db: Queryable, numericId: number): Promise<number | null> {
  const [row] = await db.query<{ game_id: number }>('select game_id from game_currency_ids where id = $1', [numericId]);
  return row?.game_id ?? null;
}

/** Adds a favourite; adding it again changes nothing. */
export async function addFavourite(db: Queryable, userId: number, gameId: number, now: Date): Promise<void> {
  await db.query(
    `insert into favourite_games (user_id, game_id, created_at) values ($1, $2, $3)
     on conflict (user_id, game_id) do nothing`,
    [userId, gameId, now],
  );
}

/** Removes a favourite; removing one that is not there changes nothing. */
export async function removeFavourite(db: Queryable, userId: number, gameId: number): Promise<void> {
  await db.query('delete from favourite_games where user_id = $1 and game_id = $2', [userId, gameId]);
}

/**
 * The favourites as numeric ids (v1), newest first: each game's id in the player's active currency, else its `FUN`
 * id, else its first id.
 */
export async function favouriteIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select coalesce(
       (select i.id from game_currency_ids i where i.game_id = f.game_id and i.currency = a.currency),
       (select i.id from game_currency_ids i where i.game_id = f.game_id and i.currency = 'FUN'),
       (select min(i.id) from game_currency_ids i where i.game_id = f.game_id)) as id
     from favourite_games f left join accounts a on a.user_id = f.user_id and a.active
     where f.user_id = $1 order by f.created_at desc, f.game_id desc`,
    [userId],
  );
  return rows.map((row) => row.id);
}

/** The favourites as games (v2), newest first. */
export async function favouriteGames(db: Queryable, userId: number): Promise<Game[]> {
  const rows = await db.query<GameRow>(
    `select ${GAME_COLUMNS} from favourite_games f join games g on g.id = f.game_id
     where f.user_id = $1 order by f.created_at desc, f.game_id desc`,
    [userId],
  );
  const jackpots = await readGameJackpots(
    db,
    rows.map((row) => row.identifier),
  );
  return rows.map((row) => toGame(row, jackpots));
}
