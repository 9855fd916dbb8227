import type {
  PromoPrize,
  PromoStatus,
  Tournament,
  TournamentPlayerStatus,
  TournamentStrategy,
} from '@casino/sdk/contract';
import { publicName } from '../players/public-name';

/** A `tournaments` row with what its answers need from elsewhere (the currency's minor units, the players). */
export interface TournamentRow {
  id: number;
  frontend_identifier: string;
  title: string;
  description: string;
  strategy: TournamentStrategy;
  currency: string;
  currencies: string[];
  start_at: Date;
  end_at: Date;
  finished_at: Date | null;
  group_ids: number[];
  min_bet_cents: number;
  games: string[];
  providers: string[];
  user_confirmation_required: boolean;
  subunits_to_unit: number;
  players_count: number;
}

/** The columns of {@link TournamentRow} from `tournaments t` joined with `currencies c`. */
export const TOURNAMENT_COLUMNS = `t.id, t.frontend_identifier, t.title, t.description, t.strategy, t.currency,
  t.currencies, t.start_at, t.end_at, t.finished_at, t.group_ids, t.min_bet_cents, t.games, t.providers,
  t.user_confirmation_required, c.subunits_to_unit,
  (select count(*) from tournament_players p where p.tournament_id = t.id and p.games_taken > 0)::integer as players_count`;

/** A `tournament_prizes` row with the winner's name parts once paid. */
export interface PrizeRow {
  id: number;
  tournament_id: number;
  award_place: number;
  money_award_cents: number;
  freespins_count: number;
  freespins_game: string | null;
  freespins_bet_cents: number;
  bonus_amount_cents: number;
  wager_multiplier: number;
  paid_user_id: number | null;
  nickname: string | null;
  email: string | null;
}

/** A ranked player (`tournament_ranking`, or a confirmed player without rounds) with his name parts. */
export interface StandingRow {
  tournament_id: number;
  user_id: number;
  /** The player's row of the tournament (`tournament_players.id`); null when he has none. */
  entry_id: number | null;
  place: number | null;
  bet_cents: number;
  win_cents: number;
  rate: number;
  games_taken: number;
  score: number;
  confirmed: boolean;
  nickname: string | null;
  email: string;
}

/** The columns of {@link StandingRow} from `tournament_ranking(…) r` joined with `users u` (tournament id `$id`). */
export function standingColumns(tournamentId: string): string {
  return `${tournamentId} as tournament_id, r.user_id, r.entry_id, r.place::integer as place, r.bet_cents, r.win_cents,
    r.rate::float8 as rate, r.games_taken, r.score::float8 as score, r.confirmed_at is not null as confirmed,
    u.nickname, u.email`;
}

/** Minor units as a decimal string in major units (`1234` cents of a 100-subunit currency: `"12.34"`). */
export function majorUnits(cents: number, subunitsToUnit: number): string {
  const digits = Math.round(Math.log10(subunitsToUnit));
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / subunitsToUnit);
  if (digits <= 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(abs % subunitsToUnit).padStart(digits, '0')}`;
}

/** Where a tournament stands at `now` (loyalty.md §4): future before its start, active before its end, else archive. */
export function promoStatusAt(row: Pick<TournamentRow, 'start_at' | 'end_at'>, now: Date): PromoStatus {
  if (now < row.start_at) return 'future';
  if (now < row.end_at) return 'active';
  return 'archive';
}

/** The ranking metric of `strategy` in a player's row. */
function points(strategy: TournamentStrategy, row: StandingRow): number {
  switch (strategy) {
    case 'bet':
      return row.bet_cents;
    case 'win':
      return row.win_cents;
    case 'rate':
      return row.rate;
    case 'spin':
      return row.games_taken;
  }
}

/**
 * A player's standing as the API sends it (api-facts §5 PlayerStatus). `user_confirmed` is true when his rounds score:
 * he confirmed, or the tournament needs no confirmation.
 */
export function toPlayerStatus(tournament: TournamentRow, row: StandingRow): TournamentPlayerStatus {
  return {
    tournament_id: tournament.id,
    entry_id: row.entry_id,
    nickname: publicName(row.nickname, row.email),
    user_confirmed: row.confirmed || !tournament.user_confirmation_required,
    bets: majorUnits(row.bet_cents, tournament.subunits_to_unit),
    bet_cents: row.bet_cents,
    wins: majorUnits(row.win_cents, tournament.subunits_to_unit),
    win_cents: row.win_cents,
    rate: row.rate,
    games_taken: row.games_taken,
    points: points(tournament.strategy, row),
    award_place: row.place,
  };
}

function toPrize(tournament: TournamentRow, row: PrizeRow): PromoPrize {
  return {
    id: row.id,
    award_place: row.award_place,
    currency: tournament.currency,
    money_award_cents: row.money_award_cents,
    freespins_count: row.freespins_count,
    freespins_game: row.freespins_game,
    freespins_bet_cents: row.freespins_bet_cents,
    bonus_amount_cents: row.bonus_amount_cents,
    wager_multiplier: row.wager_multiplier,
    nickname: row.paid_user_id !== null && row.email !== null ? publicName(row.nickname, row.email) : null,
  };
}

/** A tournament as the API sends it, its status derived from `now`. */
export function toTournament(
  row: TournamentRow,
  prizes: readonly PrizeRow[],
  topPlayers: readonly StandingRow[],
  now: Date,
): Tournament {
  const status = promoStatusAt(row, now);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    frontend_identifier: row.frontend_identifier,
    strategy: row.strategy,
    status,
    in_progress: status === 'active',
    user_confirmation_required: row.user_confirmation_required,
    currency: row.currency,
    currencies: row.currencies,
    start_at: row.start_at.toISOString(),
    end_at: row.end_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    group_ids: row.group_ids,
    min_bet_cents: row.min_bet_cents,
    games: row.games,
    providers: row.providers,
    money_prize_pool_cents: prizes.reduce((sum, prize) => sum + prize.money_award_cents, 0),
    prizes: prizes.map((prize) => toPrize(row, prize)),
    players_count: row.players_count,
    top_players: topPlayers.map((player) => toPlayerStatus(row, player)),
  };
}
