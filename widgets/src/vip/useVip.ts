import { type CasinoVip, vipOf } from '@casino/sdk/vip';
import { useCasino } from '../provider/useCasino';

/** The VIP modules of the nearest `CasinoProvider`'s casino (`vipOf`: shared by every VIP widget of it). */
export function useVip(): CasinoVip {
  return vipOf(useCasino());
}
