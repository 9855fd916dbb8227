import { type CasinoTournaments, tournamentsOf } from '@casino/sdk/tournaments';
import { useCasino } from '../provider/useCasino';

/** The tournament modules of the nearest `CasinoProvider`'s casino (`tournamentsOf`: shared by every tournament widget of it). */
export function useTournaments(): CasinoTournaments {
  return tournamentsOf(useCasino());
}
