import { setSharedCasinoDefaults } from '../sharedCasino';

// Script-tag runtime: the shared casino talks to the origin that serves the chunks unless `init` names a baseUrl.
setSharedCasinoDefaults({ baseUrl: new URL(import.meta.url).origin });

export { init } from '../sharedCasino';
