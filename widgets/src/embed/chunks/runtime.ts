import { configureSharedCasino, refresh as refreshSharedCasino, setSharedCasinoDefaults } from '../sharedCasino';

// Script-tag runtime: the shared casino talks to the origin that serves the chunks unless `init` names a baseUrl.
setSharedCasinoDefaults({ baseUrl: new URL(import.meta.url).origin });

/** Takes the options of `casino('init', …)`; they come from the host page, so they are checked. */
export function init(options: unknown): void {
  configureSharedCasino(options);
}

/**
 * `casino('refresh', handler?)`: reloads the shared casino's player and wallet, then hands the player's profile (or
 * `null` for a guest) to the handler. The handler comes from the host page, so it is checked.
 */
export async function refresh(handler: unknown): Promise<void> {
  if (handler !== undefined && typeof handler !== 'function') {
    throw new TypeError('casino("refresh", handler?) takes a function that receives the player, or nothing.');
  }
  const player = await refreshSharedCasino();
  handler?.(player);
}
