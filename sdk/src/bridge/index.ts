export type {
  BridgeClientWindow,
  BridgeIframe,
  BridgeListener,
  BridgeListenerWindow,
  BridgeMessageEvent,
  BridgePostTarget,
} from './bridge-window';
export type { BridgeClient, BridgeClientOptions } from './client';
export { createBridgeClient } from './client';
export { readEnvelope, toEnvelope } from './envelope';
export type { BridgeHost, BridgeHostOptions } from './host';
export { createBridgeHost } from './host';
export type { BridgeCommandType, BridgeHandler, BridgePayload } from './messages';
export { isSafeRedirectUrl } from './redirect-url';
