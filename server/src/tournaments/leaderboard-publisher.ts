import type { LeaderboardUpdate } from '@casino/sdk/contract';
import type { Database, Queryable } from '../db/database';
import { type AddressedEvent, publishPublic, publishToPlayers } from '../realtime/publish';
import { TOURNAMENT_LOCK_CLASS } from './tournament-lock';
import {
  type StandingRow,
  standingColumns,
  TOURNAMENT_COLUMNS,
  type TournamentRow,
  toPlayerStatus,
} from './tournament-record';

/**
 * How often each server process looks for leaderboards to publish. Defaults to 50 ms: a board that has been quiet
 * goes out at most this long after the round that moved it; a busy one waits for {@link LEADERBOARD_MIN_GAP_MS}.
 */
export const LEADERBOARD_PUBLISH_INTERVAL_MS = 50;
/** Least time between two updates of one board, across all server processes: four a second at most. Defaults to 250 ms. */
export const LEADERBOARD_MIN_GAP_MS = 250;

/** A ranked player whose place or score differs from what the board last published. */
interface MovedRow extends StandingRow {
  /** The score as PostgreSQL holds it (numeric), written back exactly as `published_score`. */
  exact_score: string;
  /** Whether the score itself changed (the row goes into the public update), not only the place. */
  score_changed: boolean;
  /** Ranked players of the tournament, in the same snapshot. */
  players_count: number;
}

/** Options of {@link publishLeaderboards}. */
export interface PublishOptions {
  /** Least time since a board's last update before it is published again. Defaults to {@link LEADERBOARD_MIN_GAP_MS}. */
  minGapMs?: number;
}

/**
 * The tournaments whose board has something to publish and was not published within `minGapMs`: a player row whose
 * score differs from the published one (the partial index `tournament_players_unpublished`: scoring puts rows there by
 * changing `score`), or a closed tournament whose final update has not gone out.
 */
async function dueTournaments(db: Queryable, minGapMs: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select due.id from (
       select distinct tournament_id as id from tournament_players where published_score is distinct from score
       union
       select t.id from tournaments t left join tournament_boards b on b.tournament_id = t.id
       where t.finished_at is not null and b.final is not true
     ) due left join tournament_boards b on b.tournament_id = due.id
     where b.published_at is null or b.published_at <= clock_timestamp() - make_interval(secs => $1)`,
    [minGapMs / 1000],
  );
  return rows.map((row) => row.id);
}

/**
 * Claims a tournament's board for this transaction: its row locked (`for update skip locked`: null when another
 * process holds it, so two never publish the same version) unless it was published less than `minGapMs` ago.
 */
async function claimBoard(
  tx: Queryable,
  tournamentId: number,
  minGapMs: number,
): Promise<{ version: number; final: boolean } | null> {
  await tx.query('insert into tournament_boards (tournament_id) values ($1) on conflict do nothing', [tournamentId]);
  const [board] = await tx.query<{ version: number; final: boolean }>(
    `select version, final from tournament_boards
     where tournament_id = $1 and (published_at is null or published_at <= clock_timestamp() - make_interval(secs => $2))
     for update skip locked`,
    [tournamentId, minGapMs / 1000],
  );
  return board ?? null;
}

/**
 * Publishes one tournament's board if it moved, in one transaction: claims the board, ranks the players
 * (`tournament_ranking`), publishes one `LeaderboardUpdate` on `public:tournaments` (the rows whose score changed, with
 * their new places) and `tournaments_statuses` to every player whose place or score changed (one statement), writes
 * what was published into `published_place`/`published_score` and bumps the version. A closed tournament gets one
 * last update with `finished` and every ranked player his final standing. Returns the version published, or null.
 */
async function publishBoard(db: Database, tournamentId: number, minGapMs: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const board = await claimBoard(tx, tournamentId, minGapMs);
    if (!board || board.final) return null;
    // shared, as a scoring round: while the close job holds the lock (it writes every final place) the board waits for
    // the next run, and the close job waits for a publication under way instead of both locking player rows
    const [lock] = await tx.query<{ taken: boolean }>(
      'select pg_try_advisory_xact_lock_shared($1, $2::integer) as taken',
      [TOURNAMENT_LOCK_CLASS, tournamentId],
    );
    if (!lock?.taken) return null;
    const [tournament] = await tx.query<TournamentRow>(
      `select ${TOURNAMENT_COLUMNS} from tournaments t join currencies c on c.code = t.currency where t.id = $1`,
      [tournamentId],
    );
    if (!tournament) return null;
    const finished = tournament.finished_at !== null;
    // one statement, so one snapshot: scores committed after it stay unpublished and go out with the next update
    const rows = await tx.query<MovedRow>(
      `select ${standingColumns('$1::bigint')}, r.score::text as exact_score,
         r.published_score is distinct from r.score as score_changed,
         (select count(*)::integer from tournament_players p where p.tournament_id = $1 and p.games_taken > 0)
           as players_count
       from tournament_ranking($1) r join users u on u.id = r.user_id
       where $2 or r.published_place is distinct from r.place or r.published_score is distinct from r.score
       order by r.place`,
      [tournamentId, finished],
    );
    if (!finished && rows.length === 0) {
      await markUnrankedPublished(tx, tournamentId);
      return null;
    }
    const version = board.version + 1;
    const update: LeaderboardUpdate = {
      tournament_id: tournamentId,
      version,
      players_count: rows[0]?.players_count ?? 0,
      changed: rows.filter((row) => row.score_changed).map((row) => toPlayerStatus(tournament, row)),
      finished,
    };
    // a round locks its player's tournament row, then his realtime stream: rows first here too, else they deadlock
    await tx.query(
      `update tournament_players p set published_place = v.place, published_score = v.score
       from unnest($2::bigint[], $3::integer[], $4::numeric[]) as v (user_id, place, score)
       where p.tournament_id = $1 and p.user_id = v.user_id`,
      [tournamentId, rows.map((row) => row.user_id), rows.map((row) => row.place), rows.map((row) => row.exact_score)],
    );
    await markUnrankedPublished(tx, tournamentId);
    await publishPublic(tx, 'public:tournaments', update);
    await publishToPlayers(
      tx,
      rows.map(
        (row): AddressedEvent => ({
          userId: row.user_id,
          channel: 'tournaments_statuses',
          data: { status: toPlayerStatus(tournament, row), finished },
        }),
      ),
    );
    // now(): when this transaction began, about when the board was claimed, so the gap runs from claim to claim
    // however long a publication takes (one that moves many places tells many players)
    await tx.query(
      'update tournament_boards set version = $2, final = $3, published_at = now() where tournament_id = $1',
      [tournamentId, version, finished],
    );
    return version;
  });
}

/**
 * Players with a row but no scoring round (they confirmed only) are not on the board: their zero score counts as
 * published, so they leave the unpublished index.
 */
async function markUnrankedPublished(tx: Queryable, tournamentId: number): Promise<void> {
  await tx.query(
    `update tournament_players set published_score = score
     where tournament_id = $1 and games_taken = 0 and published_score is distinct from score`,
    [tournamentId],
  );
}

/** Boards published at once: each in its own transaction, so a run takes about as long as its slowest board. */
export const LEADERBOARD_PUBLISH_CONCURRENCY = 4;

/**
 * The leaderboard publisher (docs/realtime.md, "Live leaderboards"), a scheduled job every
 * {@link LEADERBOARD_PUBLISH_INTERVAL_MS}: publishes each board that moved, each in its own transaction,
 * {@link LEADERBOARD_PUBLISH_CONCURRENCY} at a time, at most once per `minGapMs` across processes. Answers the
 * tournaments published with their versions. One that fails does not stop the others; the failures are thrown
 * together at the end (the job logs them) and retried on the next run.
 */
export async function publishLeaderboards(
  db: Database,
  { minGapMs = LEADERBOARD_MIN_GAP_MS }: PublishOptions = {},
): Promise<{ tournamentId: number; version: number }[]> {
  const due = await dueTournaments(db, minGapMs);
  const published: { tournamentId: number; version: number }[] = [];
  const failures: unknown[] = [];
  const worker = async () => {
    for (let tournamentId = due.shift(); tournamentId !== undefined; tournamentId = due.shift()) {
      try {
        const version = await publishBoard(db, tournamentId, minGapMs);
        if (version !== null) published.push({ tournamentId, version });
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: LEADERBOARD_PUBLISH_CONCURRENCY }, worker));
  if (failures.length > 0) throw new AggregateError(failures, `publishing ${failures.length} leaderboard(s) failed`);
  return published;
}
