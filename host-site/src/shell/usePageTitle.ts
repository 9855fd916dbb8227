import { useEffect } from 'react';
import { useSiteT } from '../i18n/useSiteT';

/** Sets the document title to "<page> · <site name>" while the page is shown. */
export function usePageTitle(page: string): void {
  const { t } = useSiteT();
  const site = t('site.name');
  useEffect(() => {
    document.title = page ? t('site.pageTitle', { page, site }) : site;
  }, [page, site, t]);
}
