import mitt from 'mitt';
import type { BridgeMessage } from '../contract/bridge';
import { type BridgeIframe, type BridgeListenerWindow, type BridgeMessageEvent, browserWindow } from './bridge-window';
import { readEnvelope, toEnvelope } from './envelope';
import {
  type BridgeCommandEvents,
  type BridgeCommandType,
  type BridgeHandler,
  type BridgePayload,
  bridgeMessage,
} from './messages';
import { assertExactOrigin } from './origins';
import { isSafeRedirectUrl } from './redirect-url';

/** Options of {@link createBridgeHost}. */
export interface BridgeHostOptions {
  /** The iframe that embeds a widget page. */
  iframe: BridgeIframe;
  /** Exact origin of the iframe's page, e.g. `https://casino.example.com`. */
  origin: string;
  /** The embedding page's window. Defaults to the global `window`. */
  window?: BridgeListenerWindow;
  /** Sets the iframe's height from `resize` messages. Defaults to `true`. */
  autoResize?: boolean;
}

/** The embedding page's side of the bridge. */
export interface BridgeHost {
  /** Handles a message from the iframe (`close`, `redirect`, `refresh_user`, `resize`); returns the unsubscribe. */
  on<T extends BridgeCommandType>(type: T, handler: BridgeHandler<T>): () => void;
  /** Sends a message to the iframe; queued until it announced `ready`. */
  send<T extends BridgeCommandType>(type: T, payload: BridgePayload<T>): void;
  /** Resolves on the iframe's first `ready`. */
  readonly ready: Promise<void>;
  /** Stops listening and drops the queue. */
  destroy(): void;
}

/** Creates the embedding page's side: acknowledges the iframe's `ready` and accepts messages from that iframe and origin only. */
export function createBridgeHost(options: BridgeHostOptions): BridgeHost {
  const win = browserWindow(options.window, 'createBridgeHost');
  const origin = assertExactOrigin(options.origin, 'origin');
  const handlers = mitt<BridgeCommandEvents>();
  let connected = false;
  let queue: BridgeMessage[] = [];
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  function post(message: BridgeMessage) {
    options.iframe.contentWindow?.postMessage(toEnvelope(message), origin);
  }

  function receive(event: BridgeMessageEvent) {
    if (event.origin !== origin || event.source === null || event.source !== options.iframe.contentWindow) return;
    const message = readEnvelope(event.data);
    if (!message || message.type === 'ack') return;
    if (message.type === 'ready') {
      // A reloaded iframe announces again; acknowledge every announcement so it can start over.
      post({ type: 'ack', payload: {} });
      if (!connected) {
        connected = true;
        for (const queued of queue) post(queued);
        queue = [];
        resolveReady();
      }
      return;
    }
    if (message.type === 'redirect' && !isSafeRedirectUrl(message.payload.url)) return;
    if (message.type === 'resize' && options.autoResize !== false) {
      options.iframe.style.height = `${message.payload.height}px`;
    }
    handlers.emit(message.type, message.payload as never);
  }

  win.addEventListener('message', receive);

  return {
    on(type, handler) {
      handlers.on(type, handler as never);
      return () => handlers.off(type, handler as never);
    },
    send(type, payload) {
      const message = bridgeMessage(type, payload);
      if (connected) post(message);
      else queue.push(message);
    },
    ready,
    destroy() {
      win.removeEventListener('message', receive);
      queue = [];
      handlers.all.clear();
    },
  };
}
