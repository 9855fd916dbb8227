import { type GamesModule, gamesOf } from '@casino/sdk/games';
import { useCasino } from '../provider/useCasino';

/** The games module of the nearest `CasinoProvider`'s casino (`gamesOf`: shared by every game widget of that casino). */
export function useGames(): GamesModule {
  return gamesOf(useCasino());
}
