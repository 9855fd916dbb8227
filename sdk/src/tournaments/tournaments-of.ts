import { createLeaderboard, type LeaderboardModule, type LeaderboardOptions } from './leaderboard';
import { createLotteries, type LotteriesModule } from './lotteries';
import { createTournaments, type TournamentsCasino, type TournamentsModule } from './tournaments';

/** The tournament, quest and lottery modules of one casino, shared by every widget and page of it. */
export interface CasinoTournaments extends TournamentsModule {
  /** The live board of a tournament by id, made on first use and shared from then on. */
  leaderboard(tournamentId: number): LeaderboardModule;
  /** Lotteries: the list, one lottery, the player's tickets and checking a draw. */
  readonly lotteries: LotteriesModule;
}

/** Options of {@link tournamentsOf}, read on its first call for a casino. */
export type TournamentsOptions = LeaderboardOptions;

const modules = new WeakMap<TournamentsCasino, CasinoTournaments>();

/**
 * The tournaments, quests and lotteries of a casino, made on first use and shared from then on. Nothing loads until a
 * widget asks; the player's parts load again at sign-in and sign-out and follow `tournaments_statuses`.
 */
export function tournamentsOf(casino: TournamentsCasino, options: TournamentsOptions = {}): CasinoTournaments {
  const known = modules.get(casino);
  if (known) return known;
  const tournaments = createTournaments(casino);
  const boards = new Map<number, LeaderboardModule>();
  const made: CasinoTournaments = {
    ...tournaments,
    lotteries: createLotteries(casino),
    leaderboard(tournamentId) {
      let board = boards.get(tournamentId);
      if (!board) {
        board = createLeaderboard(casino, tournaments, tournamentId, options);
        boards.set(tournamentId, board);
      }
      return board;
    },
  };
  modules.set(casino, made);
  return made;
}
