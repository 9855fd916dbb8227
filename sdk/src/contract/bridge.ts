import * as z from 'zod/mini';

/** Version of the bridge envelope. A receiver drops envelopes of another version. */
export const BRIDGE_VERSION = 1;
/** Marker that tells bridge envelopes apart from other postMessage traffic on the page. */
export const BRIDGE_SOURCE = 'casino-bridge';

/** Messages that cross the iframe boundary, by type. `ready` and `ack` form the handshake. */
export const BridgeMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), payload: z.object({ widget: z.string() }) }),
  z.object({ type: z.literal('ack'), payload: z.object({}) }),
  z.object({ type: z.literal('close'), payload: z.object({}) }),
  z.object({ type: z.literal('redirect'), payload: z.object({ url: z.string() }) }),
  z.object({ type: z.literal('refresh_user'), payload: z.object({}) }),
  z.object({ type: z.literal('resize'), payload: z.object({ height: z.number().check(z.nonnegative()) }) }),
]);
export type BridgeMessage = z.infer<typeof BridgeMessage>;
export type BridgeMessageType = BridgeMessage['type'];

/** The versioned envelope every bridge message travels in. */
export const BridgeEnvelope = z.object({
  source: z.literal(BRIDGE_SOURCE),
  version: z.literal(BRIDGE_VERSION),
  message: BridgeMessage,
});
export type BridgeEnvelope = z.infer<typeof BridgeEnvelope>;
