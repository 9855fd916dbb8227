import { TOP_PLAYERS_COUNT, type Tournament } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import {
  type PrizeRow,
  type StandingRow,
  standingColumns,
  TOURNAMENT_COLUMNS,
  type TournamentRow,
  toTournament,
} from './tournament-record';

/** Which tournaments a list holds (api-facts §5). */
export type TournamentListKind = 'current' | 'player' | 'recent';

/** How many finished tournaments GET /api/tournaments/recent lists. */
export const RECENT_TOURNAMENTS_COUNT = 20;

/**
 * Whether the player `$1` (null: a guest) sees tournament `t` listed: one without groups is everyone's, one with
 * groups only their members'.
 */
const VISIBLE_TO_VIEWER = `(cardinality(t.group_ids) = 0 or exists (
  select 1 from user_groups g where g.user_id = $1::bigint and g.group_id = any (t.group_ids)))`;

const WHERE: Record<TournamentListKind, string> = {
  // active and future, soonest end first
  current: `t.end_at > $2 and ${VISIBLE_TO_VIEWER} order by t.end_at, t.id`,
  // the ones the player has a row in (he confirmed or scored), running and future first, then the newest ended
  player: `exists (select 1 from tournament_players p where p.tournament_id = t.id and p.user_id = $1::bigint)
    order by t.end_at <= $2, case when t.end_at > $2 then t.end_at end, t.end_at desc, t.id`,
  // archive, newest end first
  recent: `t.end_at <= $2 and ${VISIBLE_TO_VIEWER} order by t.end_at desc, t.id desc limit ${RECENT_TOURNAMENTS_COUNT}`,
};

/** Tournament rows by a condition on `t` with its parameters. */
async function tournamentRows(db: Queryable, condition: string, params: readonly unknown[]): Promise<TournamentRow[]> {
  return db.query<TournamentRow>(
    `select ${TOURNAMENT_COLUMNS} from tournaments t join currencies c on c.code = t.currency where ${condition}`,
    [...params],
  );
}

/** The tournaments' prizes, by place, and their first {@link TOP_PLAYERS_COUNT} players, then the answers. */
async function withPrizesAndLeaders(db: Queryable, rows: readonly TournamentRow[], now: Date): Promise<Tournament[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const prizes = await db.query<PrizeRow>(
    `select z.id, z.tournament_id, z.award_place, z.money_award_cents, z.freespins_count, z.freespins_game,
       z.freespins_bet_cents, z.bonus_amount_cents, z.wager_multiplier, z.paid_user_id, u.nickname, u.email
     from tournament_prizes z left join users u on u.id = z.paid_user_id
     where z.tournament_id = any ($1::bigint[]) order by z.tournament_id, z.award_place`,
    [ids],
  );
  const leaders = await db.query<StandingRow>(
    `select ${standingColumns('t.id')}
     from unnest($1::bigint[]) as t (id)
     cross join lateral (select * from tournament_ranking(t.id) r where r.place <= $2) r
     join users u on u.id = r.user_id
     order by t.id, r.place`,
    [ids, TOP_PLAYERS_COUNT],
  );
  return rows.map((row) =>
    toTournament(
      row,
      prizes.filter((prize) => prize.tournament_id === row.id),
      leaders.filter((leader) => leader.tournament_id === row.id),
      now,
    ),
  );
}

/**
 * GET /api/tournaments (`current`: active and future), /player (the signed-in player's: those he confirmed or scored
 * in) and /recent (`recent`: the last {@link RECENT_TOURNAMENTS_COUNT} that ended). A tournament with `group_ids` is
 * listed only to players of one of those groups.
 */
export async function listTournaments(
  db: Queryable,
  kind: TournamentListKind,
  viewer: number | null,
  now: Date,
): Promise<Tournament[]> {
  return withPrizesAndLeaders(db, await tournamentRows(db, WHERE[kind], [viewer, now]), now);
}

/**
 * A tournament row by its numeric id or its frontend_identifier, or null. Found whatever its groups: the lists leave
 * out the tournaments of other groups, a direct link still shows one (and joining it is refused).
 */
export async function findTournamentRow(db: Queryable, idOrIdentifier: string): Promise<TournamentRow | null> {
  const id = /^[1-9][0-9]{0,15}$/.test(idOrIdentifier) ? Number(idOrIdentifier) : null;
  const [row] = await tournamentRows(db, 't.id = $1::bigint or t.frontend_identifier = $2', [id, idOrIdentifier]);
  return row ?? null;
}

/** GET /api/tournaments/{id}: the tournament with its prizes and leaders. */
export async function showTournament(db: Queryable, row: TournamentRow, now: Date): Promise<Tournament> {
  const [tournament] = await withPrizesAndLeaders(db, [row], now);
  if (!tournament) throw new Error(`tournament ${row.id} answered nothing`);
  return tournament;
}
