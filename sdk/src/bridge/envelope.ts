import * as z from 'zod/mini';
import { BRIDGE_SOURCE, BRIDGE_VERSION, BridgeEnvelope, type BridgeMessage } from '../contract/bridge';

/** Wraps a message in the versioned envelope. */
export function toEnvelope(message: BridgeMessage): BridgeEnvelope {
  return { source: BRIDGE_SOURCE, version: BRIDGE_VERSION, message };
}

/** The message of a valid envelope of this version; null for anything else (other traffic, other versions, malformed data). */
export function readEnvelope(data: unknown): BridgeMessage | null {
  const parsed = z.safeParse(BridgeEnvelope, data);
  return parsed.success ? parsed.data.message : null;
}
