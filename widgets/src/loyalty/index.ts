/**
 * `@casino/widgets/loyalty`: the loyalty widgets (comp points, level progress, Rocket Mart, prize wheel, loot
 * boxes) with the shared loyalty modules hook. A separate entry, so pages without loyalty areas do not load them.
 */
export type { CompPointsProps } from '../CompPoints/CompPoints';
export { CompPoints } from '../CompPoints/CompPoints';
export type { LevelProgressProps } from '../LevelProgress/LevelProgress';
export { LevelProgress } from '../LevelProgress/LevelProgress';
export type { LootBoxesProps } from '../LootBoxes/LootBoxes';
export { LootBoxes } from '../LootBoxes/LootBoxes';
export type { PrizeWheelProps } from '../PrizeWheel/PrizeWheel';
export { PrizeWheel } from '../PrizeWheel/PrizeWheel';
export type { RocketMartProps } from '../RocketMart/RocketMart';
export { RocketMart } from '../RocketMart/RocketMart';
export { LOYALTY_LANGUAGES, LOYALTY_NAMESPACE, loadLoyaltyMessages } from './i18n/loadLoyaltyMessages';
export { useLoyalty } from './useLoyalty';
