import mitt from 'mitt';
import type { BridgeMessage } from '../contract/bridge';
import { type BridgeClientWindow, type BridgeMessageEvent, browserWindow } from './bridge-window';
import { readEnvelope, toEnvelope } from './envelope';
import {
  type BridgeCommandEvents,
  type BridgeCommandType,
  type BridgeHandler,
  type BridgePayload,
  bridgeMessage,
} from './messages';
import { observeHeight } from './observe-height';
import { assertExactOrigin } from './origins';

/** Options of {@link createBridgeClient}. */
export interface BridgeClientOptions {
  /** Exact origins of the pages allowed to embed this iframe. */
  parentOrigins: readonly string[];
  /** Name of the widget in this iframe, sent with `ready`. */
  widget: string;
  /** The iframe's window. Defaults to the global `window`. */
  window?: BridgeClientWindow;
  /** Interval between `ready` announcements in ms. Defaults to `100`. */
  readyIntervalMs?: number;
  /** How many times `ready` is announced before giving up. Defaults to `50` (5 s at 100 ms). */
  readyAttempts?: number;
}

/** The iframe side of the bridge. */
export interface BridgeClient {
  /** Sends a message to the parent; queued until the handshake is done. */
  send<T extends BridgeCommandType>(type: T, payload: BridgePayload<T>): void;
  /** Handles a message from the parent; returns the unsubscribe. */
  on<T extends BridgeCommandType>(type: T, handler: BridgeHandler<T>): () => void;
  /** Resolves when the parent acknowledged; rejects when it never did (then the queue is dropped). */
  readonly ready: Promise<void>;
  /** Posts `resize` with the element's height whenever it changes; returns the disconnect. */
  observeHeight(element: Element): () => void;
  /** Stops listening and announcing, drops the queue. */
  destroy(): void;
}

/** Creates the iframe side: announces `ready` to each allowed parent origin until one acknowledges, then talks to that origin only. */
export function createBridgeClient(options: BridgeClientOptions): BridgeClient {
  const win = browserWindow(options.window, 'createBridgeClient');
  const origins = options.parentOrigins.map((origin) => assertExactOrigin(origin, 'parentOrigins'));
  if (origins.length === 0) throw new Error('createBridgeClient needs at least one parent origin in parentOrigins.');
  const attemptsAllowed = options.readyAttempts ?? 50;
  const handlers = mitt<BridgeCommandEvents>();
  let acknowledgedBy: string | null = null;
  let closed = false;
  let queue: BridgeMessage[] = [];
  let announcements = 0;
  let timer: number | undefined;
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Waiting on `ready` is optional; an unawaited rejection must not surface as an unhandled one.
  ready.catch(() => undefined);

  function stop() {
    closed = true;
    queue = [];
    win.clearInterval(timer);
    win.removeEventListener('message', receive);
  }

  function announce() {
    if (announcements >= attemptsAllowed) {
      stop();
      settle?.reject(
        new Error(
          `No parent acknowledged the bridge after ${attemptsAllowed} announcements. Check that the embedding page calls ` +
            `createBridgeHost with this iframe's origin and that its origin is one of: ${origins.join(', ')}.`,
        ),
      );
      return;
    }
    announcements++;
    for (const origin of origins) {
      win.parent.postMessage(toEnvelope({ type: 'ready', payload: { widget: options.widget } }), origin);
    }
  }

  function receive(event: BridgeMessageEvent) {
    if (event.source !== win.parent || !origins.includes(event.origin)) return;
    if (acknowledgedBy !== null && event.origin !== acknowledgedBy) return;
    const message = readEnvelope(event.data);
    if (!message || message.type === 'ready') return;
    if (message.type === 'ack') {
      if (acknowledgedBy !== null) return;
      acknowledgedBy = event.origin;
      win.clearInterval(timer);
      for (const queued of queue) win.parent.postMessage(toEnvelope(queued), acknowledgedBy);
      queue = [];
      settle?.resolve();
      return;
    }
    handlers.emit(message.type, message.payload as never);
  }

  function send<T extends BridgeCommandType>(type: T, payload: BridgePayload<T>) {
    if (closed) return;
    const message = bridgeMessage(type, payload);
    if (acknowledgedBy !== null) win.parent.postMessage(toEnvelope(message), acknowledgedBy);
    else queue.push(message);
  }

  win.addEventListener('message', receive);
  announce();
  timer = win.setInterval(announce, options.readyIntervalMs ?? 100);

  return {
    send,
    on(type, handler) {
      handlers.on(type, handler as never);
      return () => handlers.off(type, handler as never);
    },
    ready,
    observeHeight(element) {
      return observeHeight(element, (height) => send('resize', { height }), win.ResizeObserver);
    },
    destroy() {
      stop();
      handlers.all.clear();
    },
  };
}
