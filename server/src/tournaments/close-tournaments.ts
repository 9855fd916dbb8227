import type { Database, Queryable } from '../db/database';
import { type ClosedTournament, payTournamentPrizes } from './pay-tournament-prizes';
import { TOURNAMENT_LOCK_CLASS } from './tournament-lock';

/**
 * Closes one tournament inside `tx` if it is still open and its end has passed: claims it (`finished_at` set where it
 * is null, so one process alone closes it however many run the job), takes its advisory lock exclusively (rounds scoring in it
 * finish first; later ones do not score), writes each ranked player's `final_place` from `tournament_ranking` and
 * pays the prize places. Run in a transaction of its own, a failure rolls all of it back, claim included. Returns
 * whether this call closed it.
 */
export async function closeTournament(tx: Queryable, id: number, now: Date): Promise<boolean> {
  const [claimed] = await tx.query<ClosedTournament>(
    `update tournaments set finished_at = $2 where id = $1 and finished_at is null and end_at <= $2
     returning id, title, currency`,
    [id, now],
  );
  if (!claimed) return false;
  await tx.query('select pg_advisory_xact_lock($1, $2::integer)', [TOURNAMENT_LOCK_CLASS, id]);
  await tx.query(
    `update tournament_players p set final_place = r.place
     from tournament_ranking($1) r where p.tournament_id = $1 and p.user_id = r.user_id`,
    [id],
  );
  await payTournamentPrizes(tx, claimed, now);
  return true;
}

/**
 * The close job (docs/tournaments.md, Closing): closes every tournament whose end has passed, each in a transaction
 * of its own (a failure rolls back its claim too and the next run tries it again), and answers the ids it closed.
 * One that fails does not stop the others; the failures are thrown together at the end (the scheduled job logs them).
 */
export async function closeDueTournaments(db: Database, now: Date): Promise<number[]> {
  const due = await db.query<{ id: number }>(
    'select id from tournaments where finished_at is null and end_at <= $1 order by end_at, id',
    [now],
  );
  const closed: number[] = [];
  const failures: unknown[] = [];
  for (const { id } of due) {
    try {
      if (await db.transaction((tx) => closeTournament(tx, id, now))) closed.push(id);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `closing ${failures.length} tournament(s) failed`);
  return closed;
}
