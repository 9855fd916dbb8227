import { minimumAge } from '@casino/sdk/rules';
import { useCasinoSignal } from '@casino/widgets';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSiteT } from '../i18n/useSiteT';
import { usePlayerGroups } from '../loyalty/usePlayerGroups';
import { copyrightKey } from './footerCopyright';

/** The footer's parts that read the CMS, the configuration and the catalogue: a chunk loaded after the first paint. */
const FooterContent = lazy(() => import('./FooterContent').then((module) => ({ default: module.FooterContent })));

/**
 * The site footer (core.md §2): the CMS's info and help links, contacts, social links, awards, providers, payment
 * logos and licence seals ({@link FooterContent}, loaded once the page has hydrated), then the licence text (CW or EE), the
 * responsible-gaming note with the licence's minimum age, and the copyright of the visitor's geo and group.
 */
export function Footer() {
  const licence = useCasinoSignal((state) => state.licence.value);
  const countryCode = useCasinoSignal((state) => state.currentIp.value?.country_code ?? null);
  const groups = usePlayerGroups();
  const { t } = useSiteT();
  // The content renders after hydration: it reads data the prerendered page did not have.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <footer className="site-footer">
      <Suspense>{mounted ? <FooterContent /> : null}</Suspense>
      <div className="site-footer__legal">
        <p data-licence={licence}>{t(`footer.licence.${licence}`)}</p>
        <p>{t('footer.responsible', { age: minimumAge(licence) })}</p>
        <p>{t(copyrightKey(countryCode, groups), { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
