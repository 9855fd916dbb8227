import type { PlayedGame } from '@casino/sdk/contract';
import type { Queryable } from '../../db/database';

/** How many played games GET /api/player/played_games answers. */
export const PLAYED_GAMES_LIMIT = 100;

/**
 * The statement that records that a player played a game at a time (the latest time wins), with the SQL parameters
 * (`$1`…) of the player, the game id and the time: a stored round folds it into its own insert as a CTE.
 */
export function playedGameUpsert(userParam: string, gameParam: string, atParam: string): string {
  return `insert into played_games (user_id, game_id, last_activity_at) values (${userParam}, ${gameParam}, ${atParam})
     on conflict (user_id, game_id) do update
       set last_activity_at = greatest(played_games.last_activity_at, excluded.last_activity_at)`;
}

/** Records that the player played a game at `at` (the latest time wins). */
export async function recordPlayedGame(db: Queryable, userId: number, gameId: number, at: Date): Promise<void> {
  await db.query(playedGameUpsert('$1', '$2', '$3'), [userId, gameId, at]);
}

/** The player's played games, most recent first, at most {@link PLAYED_GAMES_LIMIT}. */
export async function listPlayedGames(db: Queryable, userId: number): Promise<PlayedGame[]> {
  const rows = await db.query<{ identifier: string; last_activity_at: Date }>(
    `select g.identifier, p.last_activity_at from played_games p join games g on g.id = p.game_id
     where p.user_id = $1 order by p.last_activity_at desc, p.game_id desc limit $2`,
    [userId, PLAYED_GAMES_LIMIT],
  );
  return rows.map((row) => ({ identifier: row.identifier, last_activity_at: row.last_activity_at.toISOString() }));
}
