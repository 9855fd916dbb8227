import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import type { TournamentRow } from './tournament-record';

/**
 * POST /api/tournaments/{id}/confirm: the player joins the tournament (his rounds score from now on when it requires
 * confirmation). Idempotent: a second confirmation keeps the first time. Refused (422 on `tournament`) once the
 * tournament has ended, and when it is for groups the player is in none of; nothing is written then.
 */
export async function confirmTournament(
  tx: Queryable,
  tournament: TournamentRow,
  userId: number,
  now: Date,
): Promise<void> {
  if (now >= tournament.end_at || tournament.finished_at !== null) {
    throw new HttpError(422, { tournament: ['has ended: it can no longer be joined'] });
  }
  const [allowed] = await tx.query<{ allowed: boolean }>(
    `select cardinality($2::integer[]) = 0 or exists (
       select 1 from user_groups g where g.user_id = $1 and g.group_id = any ($2::integer[])) as allowed`,
    [userId, tournament.group_ids],
  );
  if (!allowed?.allowed) {
    throw new HttpError(422, { tournament: ['is for other player groups: your account cannot join it'] });
  }
  await tx.query(
    `insert into tournament_players as p (tournament_id, user_id, confirmed_at) values ($1, $2, $3)
     on conflict (tournament_id, user_id) do update set confirmed_at = coalesce(p.confirmed_at, excluded.confirmed_at)`,
    [tournament.id, userId, now],
  );
}
