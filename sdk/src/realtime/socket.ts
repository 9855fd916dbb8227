/** The part of the WebSocket API the realtime client uses (browser `WebSocket`, or `ws` in Node). */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void;
}

/** A WebSocket constructor. */
export type RealtimeSocketConstructor = new (url: string) => RealtimeSocket;

/** `readyState` of an open socket (the same in every implementation). */
export const SOCKET_OPEN = 1;

/** Connection state of the realtime client. */
export type RealtimeStatus = 'off' | 'connecting' | 'open' | 'reconnecting';
