import { bonusesOf, type CasinoBonuses } from '@casino/sdk/bonuses';
import { useCasino } from '../provider/useCasino';

/** The bonus modules of the nearest `CasinoProvider`'s casino (`bonusesOf`: shared by every bonus widget of it). */
export function useBonuses(): CasinoBonuses {
  return bonusesOf(useCasino());
}
