/**
 * Private channels of the loyalty areas (loyalty.md §4). The core realtime client subscribes to them with the core's
 * channels and relays their events unparsed (`realtime:comps_award` with `data: unknown`); the entry that uses a
 * channel (`@casino/sdk/loyalty`, `@casino/sdk/tournaments`) parses its data with the schema LOYALTY_CHANNEL_PAYLOADS
 * (loyalty-realtime.ts) names for it, imported by itself, so no bundle carries the schemas of channels it ignores.
 * A new loyalty channel is added here and, with its data schema, there.
 */
export const LOYALTY_CHANNELS = [
  'comps_award',
  'lootboxes_changes',
  'tournaments_statuses',
  'jackpot_win_award',
] as const;
/** A loyalty channel's name without the user suffix. */
export type LoyaltyChannel = (typeof LOYALTY_CHANNELS)[number];
