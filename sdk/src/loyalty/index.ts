/**
 * `@casino/sdk/loyalty`: comp points, levels and the Rocket Mart of loyalty.md, attached to a casino on first use
 * (`loyaltyOf`). A separate entry, so pages without loyalty areas do not load it.
 */
export type { CompPointsModule, LoyaltyCasino } from './comp-points';
export { createCompPoints } from './comp-points';
export type { LootboxesModule, LootboxesOptions } from './lootboxes';
export { createLootboxes } from './lootboxes';
export type { CasinoLoyalty } from './loyalty-of';
export { loyaltyOf } from './loyalty-of';
export type { WheelModule, WheelOptions, WheelSpin } from './wheel';
export { createWheel } from './wheel';
