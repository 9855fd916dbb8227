import { createBridgeHost } from '@casino/sdk/bridge';

/** Handlers of `casino('bridge', iframe, handlers)`, one per message the iframe sends. All optional. */
export interface BridgeHandlers {
  /** The iframe finished the handshake. Defaults to none. */
  ready?: () => void;
  /** The iframe is done (after sign-in or sign-up): hide it. Defaults to none. */
  close?: (payload: Record<string, never>) => void;
  /** The iframe asks the parent to open a casino page. Defaults to none. */
  redirect?: (payload: { url: string }) => void;
  /** The player changed (signed in or up): reload the parent's user. Defaults to none. */
  refresh_user?: (payload: Record<string, never>) => void;
  /** The iframe's content height changed. Defaults to setting the iframe's height. */
  resize?: (payload: { height: number }) => void;
}

const HANDLER_NAMES: Readonly<Record<keyof BridgeHandlers, true>> = {
  ready: true,
  close: true,
  redirect: true,
  refresh_user: true,
  resize: true,
};

function parseHandlers(value: unknown): BridgeHandlers {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError('casino("bridge", iframe, handlers): handlers must be an object of functions.');
  }
  for (const [name, handler] of Object.entries(value)) {
    if (!Object.hasOwn(HANDLER_NAMES, name)) {
      throw new TypeError(
        `casino("bridge", iframe, handlers): unknown handler "${name}"; use ${Object.keys(HANDLER_NAMES).join(', ')}.`,
      );
    }
    if (handler !== undefined && typeof handler !== 'function') {
      throw new TypeError(`casino("bridge", iframe, handlers): handler "${name}" must be a function.`);
    }
  }
  return value as BridgeHandlers;
}

/**
 * Connects a parent page to a casino iframe through the bridge, accepting messages from the iframe's own origin
 * only. Handlers come from the host page, so they are checked; without a `resize` handler the iframe's height
 * follows its content. Returns the bridge host (its `destroy()` disconnects).
 */
export function connectBridge(iframe: unknown, handlers?: unknown) {
  if (!(iframe instanceof HTMLIFrameElement) || iframe.src === '') {
    throw new TypeError('casino("bridge", iframe, handlers) needs an <iframe> element whose src is the casino page.');
  }
  const given = parseHandlers(handlers);
  const host = createBridgeHost({
    iframe,
    origin: new URL(iframe.src, iframe.ownerDocument.baseURI).origin,
    autoResize: given.resize === undefined,
  });
  if (given.ready) host.ready.then(given.ready);
  if (given.close) host.on('close', given.close);
  if (given.redirect) host.on('redirect', given.redirect);
  if (given.refresh_user) host.on('refresh_user', given.refresh_user);
  if (given.resize) host.on('resize', given.resize);
  return host;
}
