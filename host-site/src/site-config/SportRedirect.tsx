import { bettingUrl } from '@casino/sdk/rules';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { SITE_PAGES } from '../app/sitePages';
import { useSiteT } from '../i18n/useSiteT';
import { leaveSite } from './leaveSite';
import { useSiteConfig } from './useSiteConfig';

/**
 * `/sport`, `/sport/registration`, `/sport/login` and `/sport/{param}` (core.md §2): the betting site's page of the
 * same name, from betting-config; the not-found page when the operator has no betting site.
 */
export function SportRedirect() {
  const { param = null } = useParams();
  const { data: config, status } = useSiteConfig('betting-config');
  const { t } = useSiteT();
  const target = bettingUrl(config, param);
  const settled = status === 'ready' || status === 'error';
  useEffect(() => {
    if (settled && target !== null) leaveSite.to(target);
  }, [settled, target]);
  if (settled && target === null) return <SITE_PAGES.NotFoundPage />;
  return (
    <p className="site-page" aria-live="polite">
      {t('sport.redirecting')}
    </p>
  );
}
