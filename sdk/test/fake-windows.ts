import type {
  BridgeClientWindow,
  BridgeListener,
  BridgeMessageEvent,
  BridgePostTarget,
} from '../src/bridge/bridge-window';

/** One postMessage call as a fake window saw it. */
export interface PostRecord {
  from: string;
  to: string;
  targetOrigin: string;
  data: unknown;
}

/**
 * A fake browser window: message listeners, intervals run by `tick()`, and browser delivery rules
 * (a message reaches it only when the sender's targetOrigin equals its origin, or is `*`).
 */
export class FakeWindow implements BridgeClientWindow {
  parent: BridgePostTarget = { postMessage: () => undefined };
  ResizeObserver?: typeof ResizeObserver;
  private readonly listeners = new Set<BridgeListener>();
  private readonly intervals = new Map<number, () => void>();
  private nextInterval = 1;

  constructor(
    readonly origin: string,
    private readonly log: PostRecord[],
  ) {}

  addEventListener(_type: 'message', listener: BridgeListener) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: BridgeListener) {
    this.listeners.delete(listener);
  }
  setInterval(handler: () => void) {
    const id = this.nextInterval++;
    this.intervals.set(id, handler);
    return id;
  }
  clearInterval(id: number | undefined) {
    if (id !== undefined) this.intervals.delete(id);
  }
  /** Runs every pending interval once. */
  tick() {
    for (const handler of [...this.intervals.values()]) handler();
  }
  get listenerCount() {
    return this.listeners.size;
  }
  get intervalCount() {
    return this.intervals.size;
  }

  /** Delivers a message posted by `sender` (whose window proxy, as this window sees it, is `source`). */
  deliver(data: unknown, targetOrigin: string, senderOrigin: string, source: unknown) {
    this.log.push({ from: senderOrigin, to: this.origin, targetOrigin, data });
    if (targetOrigin !== '*' && targetOrigin !== this.origin) return;
    const event: BridgeMessageEvent = { data: structuredClone(data), origin: senderOrigin, source };
    queueMicrotask(() => {
      for (const listener of [...this.listeners]) listener(event);
    });
  }
}

/** A page that embeds an iframe: both windows, the proxies each side sees of the other, and the iframe element. */
export function embed(parentOrigin: string, childOrigin: string) {
  const log: PostRecord[] = [];
  const parent = new FakeWindow(parentOrigin, log);
  const child = new FakeWindow(childOrigin, log);
  const childProxy: BridgePostTarget = {
    postMessage: (data, targetOrigin) => child.deliver(data, targetOrigin, parent.origin, parentProxy),
  };
  const parentProxy: BridgePostTarget = {
    postMessage: (data, targetOrigin) => parent.deliver(data, targetOrigin, child.origin, childProxy),
  };
  child.parent = parentProxy;
  const iframe = { contentWindow: childProxy, style: { height: '' } };
  /** Posts to the parent as some other window (another frame, a popup) of `origin`. */
  const foreign = (origin: string, data: unknown, source: unknown = { postMessage: () => undefined }) =>
    parent.deliver(data, parentOrigin, origin, source);
  /** Posts to the child as if the parent sent it, but from `origin`, with `source`. */
  const toChild = (origin: string, data: unknown, source: unknown = parentProxy) =>
    child.deliver(data, childOrigin, origin, source);
  return { log, parent, child, iframe, childProxy, parentProxy, foreign, toChild };
}

/** Lets queued message deliveries run. */
export async function flushMessages() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
