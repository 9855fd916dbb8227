/** A message event as the bridge reads it: `data` stays unknown until the envelope schema parses it. */
export interface BridgeMessageEvent {
  readonly data: unknown;
  readonly origin: string;
  readonly source: unknown;
}

/** A window (or iframe's `contentWindow`) that messages are posted to with an explicit target origin. */
export interface BridgePostTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** Listener of bridge message events. */
export type BridgeListener = (event: BridgeMessageEvent) => void;

/** The window a bridge side listens on; `window` satisfies it, tests pass a fake. */
export interface BridgeListenerWindow {
  addEventListener(type: 'message', listener: BridgeListener): void;
  removeEventListener(type: 'message', listener: BridgeListener): void;
}

/** The iframe's own window as the bridge client uses it. */
export interface BridgeClientWindow extends BridgeListenerWindow {
  /** The embedding page. */
  readonly parent: BridgePostTarget;
  setInterval(handler: () => void, timeout: number): number;
  clearInterval(id: number | undefined): void;
  /** Used by `observeHeight`; absent in old browsers and in Node. */
  readonly ResizeObserver?: typeof ResizeObserver;
}

/** The iframe element as the bridge host uses it. */
export interface BridgeIframe {
  readonly contentWindow: BridgePostTarget | null;
  readonly style: { height: string };
}

/** The browser window, or an error that says where the bridge has to run. Touches `window` only when called. */
export function browserWindow<W>(injected: W | undefined, what: string): W {
  if (injected) return injected;
  if (typeof window === 'undefined') {
    throw new Error(
      `${what} needs a window: call it in the browser, or pass the \`window\` option (tests pass a fake).`,
    );
  }
  return window as unknown as W;
}
