/**
 * `@casino/sdk/loyalty`: comp points, levels and the Rocket Mart of loyalty.md, attached to a casino on first use
 * (`loyaltyOf`). A separate entry, so pages without loyalty areas do not load it.
 */
export type { CompPointsModule, LoyaltyCasino } from './comp-points';
export { createCompPoints } from './comp-points';
export type { ExchangeChoice, ExchangeFlow, ExchangeFlowDependencies, ExchangeState } from './exchange-flow';
export { createExchangeFlow } from './exchange-flow';
export type { LootboxesModule, LootboxesOptions } from './lootboxes';
export { createLootboxes } from './lootboxes';
export type { CasinoLoyalty } from './loyalty-of';
export { loyaltyOf } from './loyalty-of';
export type { RocketMartModule } from './rocket-mart';
export { createRocketMart, ROCKET_MART_CMS_SLUG } from './rocket-mart';
export type { WheelModule, WheelOptions, WheelSpin } from './wheel';
export { createWheel } from './wheel';
