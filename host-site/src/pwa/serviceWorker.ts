// The site's service worker, built into dist/sw.js by host-site/pwa-plugin.ts with the build's precache list and
// version written in (docs/pwa.md). Runs in the worker's global scope, never in a page.
import { swRouteOf } from './swRoutes';

/** The build's version: the hash of the precached files' names and contents. */
declare const __SW_VERSION__: string;
/** The URLs precached on install: the offline page and its script, the icons, the first load's hashed JS and CSS. */
declare const __SW_PRECACHE__: readonly string[];

/** The parts of the worker's events and scope this file uses (the DOM library the site is typed with lacks them). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;

/** Every cache of this site starts so; the ones of another version are deleted on activate. */
const CACHE_PREFIX = 'casino-';
const PRECACHE = `${CACHE_PREFIX}precache-${__SW_VERSION__}`;
const RUNTIME = `${CACHE_PREFIX}runtime-${__SW_VERSION__}`;
const OFFLINE_PAGE = '/offline.html';
/** Files kept in the runtime cache at most; the oldest go first. */
const RUNTIME_ENTRIES = 300;

worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PRECACHE).then((cache) => cache.addAll(__SW_PRECACHE__)));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== PRECACHE && name !== RUNTIME)
          .map((name) => caches.delete(name)),
      );
      // the first visit's page is controlled at once, so its own later loads are cached already
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const route = swRouteOf(event.request, worker.location.origin);
  if (route === 'navigation') event.respondWith(networkFirst(event.request));
  else if (route === 'static') event.respondWith(cacheFirst(event));
});

/** The page from the network; when the network fails, the offline page. Pages are never stored. */
async function networkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PAGE);
    if (offline) return offline;
    throw error;
  }
}

/** The stored copy, else the network's answer, stored when it is a whole successful answer of this origin. */
async function cacheFirst(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic' && response.status === 200) {
    const copy = response.clone();
    event.waitUntil(
      caches.open(RUNTIME).then(async (cache) => {
        await cache.put(request, copy);
        const keys = await cache.keys();
        await Promise.all(keys.slice(0, Math.max(0, keys.length - RUNTIME_ENTRIES)).map((key) => cache.delete(key)));
      }),
    );
  }
  return response;
}
