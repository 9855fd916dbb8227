import { type JackpotsModule, jackpotsOf } from '@casino/sdk/jackpots';
import { useCasino } from '../provider/useCasino';

/** The jackpots of the nearest `CasinoProvider`'s casino (`jackpotsOf`: shared by every jackpot widget of it). */
export function useJackpots(): JackpotsModule {
  return jackpotsOf(useCasino());
}
