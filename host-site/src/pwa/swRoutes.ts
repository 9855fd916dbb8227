/** How the service worker answers a request (docs/pwa.md, cache rules). */
export type SwRoute =
  /** Not handled: the browser fetches it as if there were no service worker, and nothing is stored. */
  | 'network'
  /** A page load: the network first, the offline page when the network fails; the page itself is not stored. */
  | 'navigation'
  /** A file whose content never changes under its URL (hashed build files, images): the cache first, else the network, stored. */
  | 'static';

/** What {@link swRouteOf} reads of a request: the `Request` fields a fetch event carries. */
export interface SwRequest {
  method: string;
  url: string;
  mode: string;
  destination: string;
}

/**
 * Paths the service worker never touches, for any method: the API and everything with money or a player in it
 * (`/api/`), the jackpot feed (`/jam/`), the realtime websocket (`/ws`), the dev endpoints and mailbox (`/dev/`,
 * `/messages/`, `/check-email`), the embed frames that partner pages load (`/embed`), the script-tag bundles for
 * partners (`/cdn/`), the game page and its game (`/slot/`) and the service worker itself.
 */
const NEVER_HANDLED = /^\/(api|jam|ws|dev|messages|embed|cdn|slot)(\/|$)|^\/check-email$|^\/sw\.js$/;

/** Files of the build named by their content (vite's `assets/` folder), safe to keep for good. */
const HASHED_FILE = /^\/assets\//;

/** Image files of this origin outside the build (icons, game art): their URL changes when they do. */
const IMAGE_FILE = /\.(png|svg|webp|avif|jpe?g|gif|ico)$/;

/**
 * The route of a request in the service worker: only same-origin GET requests are ever handled, never the paths of
 * {@link NEVER_HANDLED}; page loads go to the network first, hashed build files and images to the cache first;
 * everything else is left to the browser. Pure, for the unit test and the worker alike.
 */
export function swRouteOf(request: SwRequest, origin: string): SwRoute {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || NEVER_HANDLED.test(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'navigation';
  if (url.search !== '') return 'network';
  if (HASHED_FILE.test(url.pathname)) return 'static';
  if (request.destination === 'image' || IMAGE_FILE.test(url.pathname)) return 'static';
  return 'network';
}
