/** The embed frames partner pages load: they never register the site's service worker. */
const EMBED_PATH = /^\/embed(\/|$)/;

/**
 * Registers the site's service worker, /sw.js (docs/pwa.md), once the page has loaded, so that its precaching never
 * competes with the first load. Production builds only (the dev server has no sw.js, and a worker would cache what
 * the dev server rebuilds); never in an embed frame or in a browser without service workers.
 */
export function registerServiceWorker(production: boolean = import.meta.env.PROD): void {
  if (!production || !('serviceWorker' in navigator) || EMBED_PATH.test(window.location.pathname)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // without a worker the site works as before, only not offline: nothing to tell the player
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
