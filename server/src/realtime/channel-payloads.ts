import { CHANNEL_PAYLOADS, LOYALTY_CHANNEL_PAYLOADS, type PrivateChannel } from '@casino/sdk/contract';

/**
 * Data schema of every private channel the server publishes on: the core's (CHANNEL_PAYLOADS) and the loyalty
 * areas' (LOYALTY_CHANNEL_PAYLOADS), which the SDK keeps apart so that core bundles carry no loyalty schema.
 */
export const PRIVATE_CHANNEL_PAYLOADS = {
  ...CHANNEL_PAYLOADS,
  ...LOYALTY_CHANNEL_PAYLOADS,
} as const satisfies Record<PrivateChannel, unknown>;
