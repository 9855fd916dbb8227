import type { BridgeMessage, BridgeMessageType } from '../contract/bridge';

/** Messages a bridge user sends and receives; `ready` and `ack` belong to the handshake. */
export type BridgeCommandType = Exclude<BridgeMessageType, 'ready' | 'ack'>;
/** Payload of a message type. */
export type BridgePayload<T extends BridgeMessageType> = Extract<BridgeMessage, { type: T }>['payload'];
/** Handlers by message type, as a mitt event map. */
export type BridgeCommandEvents = { [T in BridgeCommandType]: BridgePayload<T> };
/** Receives the payload of one message type. */
export type BridgeHandler<T extends BridgeCommandType> = (payload: BridgePayload<T>) => void;

/** Builds a typed message. */
export function bridgeMessage<T extends BridgeCommandType>(type: T, payload: BridgePayload<T>): BridgeMessage {
  return { type, payload } as BridgeMessage;
}
