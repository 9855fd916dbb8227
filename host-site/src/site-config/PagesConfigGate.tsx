import { pageSlugOf } from '@casino/sdk/rules';
import type { ReactNode } from 'react';
import { SITE_PAGES } from '../app/sitePages';
import { usePageOn } from './usePageOn';

/**
 * The one place the pages config applies to routes: the page at `pathname` when it is on for this visitor, else the
 * not-found page (a page that is off does not exist for anyone but testers). Until the config answers, every page is on.
 */
export function PagesConfigGate({ pathname, children }: { pathname: string; children: ReactNode }) {
  const pageOn = usePageOn();
  const slug = pageSlugOf(pathname);
  if (slug !== '' && !pageOn(slug)) return <SITE_PAGES.NotFoundPage />;
  return children;
}
