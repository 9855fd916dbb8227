/**
 * `@casino/sdk/vip`: the VIP club of loyalty.md (the player's VIP progress, his VIP managers and the adventure
 * calendar with its claims), attached to a casino on first use (`vipOf`). A separate entry, so pages without these
 * areas do not load it.
 */
export type { AdventureModule } from './adventure';
export { adventureClaimRefusalOf, createAdventure } from './adventure';
export type { VipManagersModule } from './vip-managers';
export { createVipManagers } from './vip-managers';
export type { CasinoVip } from './vip-of';
export { vipOf } from './vip-of';
export type { VipCasino, VipProgressModule } from './vip-progress';
export { createVipProgress, VIP_PROGRESS_REFRESH_MS } from './vip-progress';
