import { JackpotsChange } from './jackpots';
import type { PublicChannel } from './realtime';
import { LeaderboardUpdate } from './tournaments';

/**
 * Data schema of each public channel that has a producer: checked by the server before it publishes and by the
 * channel's SDK entry (`@casino/sdk/tournaments` for `public:tournaments`, `@casino/sdk/jackpots` for `public:jackpots_changes`). The core realtime client relays the data
 * unparsed (`realtime:public:tournaments` with `data: unknown`), so no core bundle carries these schemas.
 */
export const PUBLIC_CHANNEL_PAYLOADS = {
  'public:tournaments': LeaderboardUpdate,
  'public:jackpots_changes': JackpotsChange,
} as const satisfies Partial<Record<PublicChannel, unknown>>;

/** A public channel the server publishes on. */
export type PublishedPublicChannel = keyof typeof PUBLIC_CHANNEL_PAYLOADS;
