/**
 * Private channels of the loyalty areas (loyalty.md §4). The core realtime client subscribes to them with the core's
 * channels and relays their events unparsed (`realtime:comps_award` with `data: unknown`); `@casino/sdk/loyalty`
 * parses the data with LOYALTY_CHANNEL_PAYLOADS (loyalty-realtime.ts), so no core bundle carries the loyalty schemas.
 * A new loyalty channel is added here and, with its data schema, there.
 */
export const LOYALTY_CHANNELS = ['comps_award', 'lootboxes_changes', 'tournaments_statuses'] as const;
/** A loyalty channel's name without the user suffix. */
export type LoyaltyChannel = (typeof LOYALTY_CHANNELS)[number];
