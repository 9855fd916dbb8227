import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, CasinoSite, type SiteRuntime } from './app/App';
import { createRuntime } from './app/createRuntime';
import { loadPageStrings } from './app/loadPageStrings';
import { SITE_PAGES } from './app/sitePages';
import { PRERENDER_LOCALE, PRERENDERED_PAGES } from './prerender/prerenderedPages';
import { listenForInstallPrompt } from './pwa/installPrompt';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import './site.css';

const root = document.getElementById('root');
if (!root) throw new Error('The host page needs an element with id "root" to render the casino into.');

const site = (makeRuntime: () => SiteRuntime) => (
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <App createRuntime={makeRuntime} />
    </BrowserRouter>
  </StrictMode>
);

// A page prerendered at build time (its path in `data-prerendered`) is hydrated in one pass once its chunks and the
// strings it was rendered with have loaded; a visitor in another locale gets it rendered afresh, as does every page
// that was not prerendered.
const prerendered = PRERENDERED_PAGES.find(
  (page) => page.path === root.dataset.prerendered && page.path === window.location.pathname,
);
if (prerendered) {
  const runtime = createRuntime();
  if (runtime.i18n.language === PRERENDER_LOCALE) {
    void Promise.all([
      CasinoSite.preload(),
      SITE_PAGES[prerendered.page].preload(),
      loadPageStrings(runtime.i18n),
    ]).then(() => {
      // as a transition, the hydration yields to the browser every few milliseconds instead of blocking it throughout
      startTransition(() => {
        hydrateRoot(
          root,
          site(() => runtime),
        );
      });
    });
  } else {
    createRoot(root).render(site(() => runtime));
  }
} else {
  createRoot(root).render(site(createRuntime));
}

listenForInstallPrompt();
registerServiceWorker();
