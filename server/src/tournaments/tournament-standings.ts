import type { Leaderboard, TournamentPlayerStatus } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { type StandingRow, standingColumns, type TournamentRow, toPlayerStatus } from './tournament-record';

/** The board's publication number (`tournament_boards.version`, docs/realtime.md): 0 before its first update. */
async function boardVersion(db: Queryable, tournamentId: number): Promise<number> {
  const [row] = await db.query<{ version: number }>('select version from tournament_boards where tournament_id = $1', [
    tournamentId,
  ]);
  return row?.version ?? 0;
}

/**
 * GET /api/tournaments/{id}/leaderboard: `limit` rows of the ranking from `offset` (`tournament_ranking`: score, then
 * who reached it first, then player), the ranked players' count and the board's version. The version is read first:
 * an update published after it is applied by the client on top of these rows, never lost.
 */
export async function readLeaderboard(
  db: Queryable,
  tournament: TournamentRow,
  offset: number,
  limit: number,
): Promise<Leaderboard> {
  const version = await boardVersion(db, tournament.id);
  const rows = await db.query<StandingRow>(
    `select ${standingColumns('$1::bigint')} from tournament_ranking($1) r join users u on u.id = r.user_id
     order by r.place offset $2 limit $3`,
    [tournament.id, offset, limit],
  );
  const [count] = await db.query<{ count: number }>(
    'select count(*)::integer as count from tournament_players where tournament_id = $1 and games_taken > 0',
    [tournament.id],
  );
  return {
    tournament_id: tournament.id,
    version,
    players_count: count?.count ?? 0,
    offset,
    rows: rows.map((row) => toPlayerStatus(tournament, row)),
  };
}

/**
 * GET /api/tournaments/{id}/status: the player's standing. A player without a row (he neither confirmed nor scored)
 * gets a zero standing without a place rather than a 404, so that a client asking for many tournaments at once reads
 * one shape; a confirmed player without a scoring round has no place either.
 */
export async function readPlayerStatus(
  db: Queryable,
  tournament: TournamentRow,
  userId: number,
): Promise<TournamentPlayerStatus> {
  const [row] = await db.query<StandingRow>(
    `select $1::bigint as tournament_id, u.id as user_id, p.id as entry_id, r.place::integer as place,
       coalesce(p.bet_cents, 0) as bet_cents, coalesce(p.win_cents, 0) as win_cents,
       coalesce(p.rate, 0)::float8 as rate, coalesce(p.games_taken, 0) as games_taken,
       coalesce(p.score, 0)::float8 as score, p.confirmed_at is not null as confirmed, u.nickname, u.email
     from users u
     left join tournament_players p on p.tournament_id = $1 and p.user_id = u.id
     left join lateral (select r.place from tournament_ranking($1) r where r.user_id = u.id) r on true
     where u.id = $2`,
    [tournament.id, userId],
  );
  if (!row) throw new Error(`player ${userId} does not exist`);
  return toPlayerStatus(tournament, row);
}
