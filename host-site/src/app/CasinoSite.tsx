import type { Casino } from '@casino/sdk';
import { type CasinoI18n, CasinoProvider } from '@casino/widgets';
import { SiteI18nProvider } from '../i18n/SiteI18nProvider';
import { SiteTheme } from '../theme/SiteTheme';
import { SiteRoutes } from './SiteRoutes';

/** Props of {@link CasinoSite}. */
export interface CasinoSiteProps {
  /** The casino the site runs on. Required. */
  casino: Casino;
  /** The i18n instance with the `widgets` and `site` namespaces, shared by the widgets and the site. Required. */
  i18n: CasinoI18n;
}

/** The reference casino: the casino and its translations provided to the theme, the shell and the routes. */
export function CasinoSite({ casino, i18n }: CasinoSiteProps) {
  return (
    <CasinoProvider casino={casino} i18n={i18n}>
      <SiteI18nProvider i18n={i18n}>
        <SiteTheme />
        <SiteRoutes />
      </SiteI18nProvider>
    </CasinoProvider>
  );
}
