import { configureSharedCasino, setSharedCasinoDefaults } from '../sharedCasino';

// Script-tag runtime: the shared casino talks to the origin that serves the chunks unless `init` names a baseUrl.
setSharedCasinoDefaults({ baseUrl: new URL(import.meta.url).origin });

/** Takes the options of `casino('init', …)`; they come from the host page, so they are checked. */
export function init(options: unknown): void {
  configureSharedCasino(options);
}
