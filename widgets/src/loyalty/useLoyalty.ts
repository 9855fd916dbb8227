import { type CasinoLoyalty, loyaltyOf } from '@casino/sdk/loyalty';
import { useCasino } from '../provider/useCasino';

/** The loyalty modules of the nearest `CasinoProvider`'s casino (`loyaltyOf`: shared by every loyalty widget of it). */
export function useLoyalty(): CasinoLoyalty {
  return loyaltyOf(useCasino());
}
