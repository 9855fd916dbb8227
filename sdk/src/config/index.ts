/**
 * `@casino/sdk/config`: the operator's front-end configuration (core.md §7: GET /api/fe/config/{name}, each name
 * typed by the contract with its default) and this browser's feature-flag overrides, attached to a casino on first
 * use (`configOf`). A separate entry, so pages that read no configuration do not load its schemas.
 */
export type { CasinoConfig, ConfigCasino } from './config-of';
export { configOf } from './config-of';
export type { FeatureFlagId, FeatureFlagOverrides } from './feature-flags';
export { createFeatureFlagOverrides, FEATURE_FLAG_STORAGE_KEY } from './feature-flags';
