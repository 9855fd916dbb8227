import { useCasinoSignal } from '@casino/widgets';
import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import {
  DEFAULT_NAVIGATION_CONFIG,
  type NavigationEntry,
  NO_PROMOTIONS,
  navigationEntries,
  type TopMenuPage,
} from './navigationEntries';

const PromotionNavSource = lazy(() =>
  import('../loyalty/PromotionNavSource').then((module) => ({ default: module.PromotionNavSource })),
);

const ConfigNavSource = lazy(() => import('./ConfigNavSource').then((module) => ({ default: module.ConfigNavSource })));
const CmsNavSource = lazy(() => import('./CmsNavSource').then((module) => ({ default: module.CmsNavSource })));

const NO_PAGES: readonly TopMenuPage[] = [];

const NavigationContext = createContext<readonly NavigationEntry[]>([]);

/**
 * Builds the site's navigation entries once for the top navigation and the mobile sidebar (core.md §2): from the
 * player's state, the pages config (read by a lazy chunk), the betting check and the CMS pages tagged `top-menu`.
 */
export function NavigationProvider({ children }: { children?: ReactNode }) {
  const { t } = useSiteT();
  const { pathname } = useLocation();
  const logged = useCasinoSignal((state) => state.loginState.value) === 'logged';
  const [promotions, setPromotions] = useState(NO_PROMOTIONS);
  const [topMenuPages, setTopMenuPages] = useState(NO_PAGES);
  const [config, setConfig] = useState(DEFAULT_NAVIGATION_CONFIG);
  const entries = useMemo(
    () => navigationEntries({ pathname, logged, config, promotions, topMenuPages }, t),
    [pathname, logged, config, promotions, topMenuPages, t],
  );
  return (
    <NavigationContext value={entries}>
      {children}
      <Suspense>
        <PromotionNavSource onChange={setPromotions} />
        <CmsNavSource onChange={setTopMenuPages} />
        <ConfigNavSource onChange={setConfig} />
      </Suspense>
    </NavigationContext>
  );
}

/** The navigation's entries in order, each with whether it is the current page's. */
export const useNavigationEntries = () => useContext(NavigationContext);
