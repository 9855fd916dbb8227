import { type CompPointsModule, createCompPoints, type LoyaltyCasino } from './comp-points';

/** The loyalty modules of one casino, shared by every loyalty widget and page of it. */
export interface CasinoLoyalty {
  /** Comp points and levels. */
  compPoints: CompPointsModule;
}

const modules = new WeakMap<LoyaltyCasino, CasinoLoyalty>();

/**
 * The loyalty modules of a casino, made on first use and shared from then on. They load at sign-in by themselves
 * (at once for an open session) and follow the realtime loyalty channels.
 */
export function loyaltyOf(casino: LoyaltyCasino): CasinoLoyalty {
  const known = modules.get(casino);
  if (known) return known;
  const loyalty: CasinoLoyalty = {
    compPoints: createCompPoints(casino),
  };
  modules.set(casino, loyalty);
  return loyalty;
}
