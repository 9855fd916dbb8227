import type { Casino } from '@casino/sdk';
import type { CasinoI18n } from '@casino/widgets';
import { lazy, Suspense, useState } from 'react';
import { Route, Routes } from 'react-router';
import { StripTrailingSlash } from '../routing/StripTrailingSlash';
import { preloadableLazy } from './preloadableLazy';

// Split so that an iframe loads only the embed frame and a site page only the site.
/** The site's chunk; preloadable, for hydrating a prerendered page in one pass. */
export const CasinoSite = preloadableLazy(() => import('./CasinoSite').then((module) => module.CasinoSite));
const EmbedPage = lazy(() => import('../pages/EmbedPage').then((module) => ({ default: module.EmbedPage })));

/** What the site runs on: its casino, and the i18n instance with the `widgets` and `site` namespaces. */
export interface SiteRuntime {
  casino: Casino;
  i18n: CasinoI18n;
}

/** Props of {@link App}. */
export interface AppProps {
  /** Makes the site's casino and i18n instance when a site page (not an embed) is first shown. Required. */
  createRuntime: () => SiteRuntime;
}

function SitePages({ createRuntime }: AppProps) {
  const [runtime] = useState(createRuntime);
  return <CasinoSite casino={runtime.casino} i18n={runtime.i18n} />;
}

/**
 * The whole front end under a router: `/embed/:widget` full-frame for iframes (any other `/embed…` path is the
 * unknown-widget page, never the site), every other path the casino site. Trailing slashes are stripped first.
 */
export function App({ createRuntime }: AppProps) {
  return (
    <StripTrailingSlash>
      <Suspense>
        <Routes>
          <Route path="/embed/:widget" element={<EmbedPage />} />
          <Route path="/embed/*" element={<EmbedPage />} />
          <Route path="/embed" element={<EmbedPage />} />
          <Route path="*" element={<SitePages createRuntime={createRuntime} />} />
        </Routes>
      </Suspense>
    </StripTrailingSlash>
  );
}
