import { useCasinoSignal } from '@casino/widgets';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { SITE_SECTION_LINKS, sectionOf } from './siteSections';

const PromotionNavItems = lazy(() =>
  import('../loyalty/PromotionNavItems').then((module) => ({ default: module.PromotionNavItems })),
);

/**
 * The header's navigation of the site sections (lobby, pokies, live, favourites for players) and the Rocket Mart while
 * its page is on, the current one marked.
 */
export function TopNavigation() {
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const { t } = useSiteT();
  const current = sectionOf(useLocation().pathname);
  const links = SITE_SECTION_LINKS.filter((link) => link.section !== 'favorites' || loginState === 'logged');
  return (
    <nav className="top-nav site-header__wide" aria-label={t('nav.main')}>
      <ul className="top-nav__links">
        {links.map((link) => (
          <li key={link.section}>
            <Link to={link.to} className="top-nav__link" aria-current={current === link.section ? 'page' : undefined}>
              {t(link.label)}
            </Link>
          </li>
        ))}
        <Suspense>
          <PromotionNavItems />
        </Suspense>
      </ul>
    </nav>
  );
}
