import { type CompPointsModule, createCompPoints, type LoyaltyCasino } from './comp-points';
import { createLootboxes, type LootboxesModule } from './lootboxes';
import { createRocketMart, type RocketMartModule } from './rocket-mart';
import { createWheel, type WheelModule } from './wheel';

/** The loyalty modules of one casino, shared by every loyalty widget and page of it. */
export interface CasinoLoyalty {
  /** Comp points and levels. */
  compPoints: CompPointsModule;
  /** The player's loot boxes: those shown, the wheel spins among them, opening one. */
  lootboxes: LootboxesModule;
  /** The prize wheel: its config and segments, spins left and the spin. */
  wheel: WheelModule;
  /** The comp point shop: cards, pages switch, read-more text and exchanges. */
  rocketMart: RocketMartModule;
}

const modules = new WeakMap<LoyaltyCasino, CasinoLoyalty>();

/**
 * The loyalty modules of a casino, made on first use and shared from then on. They load at sign-in by themselves
 * (at once for an open session) and follow the realtime loyalty channels.
 */
export function loyaltyOf(casino: LoyaltyCasino): CasinoLoyalty {
  const known = modules.get(casino);
  if (known) return known;
  const compPoints = createCompPoints(casino);
  const lootboxes = createLootboxes(casino);
  const loyalty: CasinoLoyalty = {
    compPoints,
    rocketMart: createRocketMart(casino, compPoints),
    lootboxes,
    wheel: createWheel(casino, lootboxes),
  };
  modules.set(casino, loyalty);
  return loyalty;
}
