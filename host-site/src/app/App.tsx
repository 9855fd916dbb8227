import type { Casino } from '@casino/sdk';
import type { CasinoI18n } from '@casino/widgets';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { EmbedPage } from '../pages/EmbedPage';
import { StripTrailingSlash } from '../routing/StripTrailingSlash';
import { CasinoSite } from './CasinoSite';

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

/** The whole front end under a router: `/embed/:widget` full-frame for iframes, every other path the casino site. Trailing slashes are stripped first. */
export function App({ createRuntime }: AppProps) {
  return (
    <StripTrailingSlash>
      <Routes>
        <Route path="/embed/:widget" element={<EmbedPage />} />
        <Route path="*" element={<SitePages createRuntime={createRuntime} />} />
      </Routes>
    </StripTrailingSlash>
  );
}
