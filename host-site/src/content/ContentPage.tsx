import { useLocation, useParams } from 'react-router';
import { SITE_PAGES } from '../app/sitePages';
import { PageStatus } from '../shell/PageStatus';
import { CmsPageView } from './CmsPageView';
import { useCmsPage } from './useCmsPage';

/**
 * `/{slug}` of a static CMS page (core.md §2: "static CMS pages are added as routes from a pages list"): the legal
 * pages, about, FAQ, payments, benefits of crypto and any page an operator adds, in the site's locale and the visitor's
 * licence variant. A segment that is no page at this path goes on to the jackpot pages, which end in not found.
 */
export function ContentPage() {
  const slug = useParams().page ?? '';
  const { pathname } = useLocation();
  const { data: page, status } = useCmsPage(slug);
  if (page && page.path === pathname) return <CmsPageView page={page} />;
  if (status === 'ready' || status === 'error') return <SITE_PAGES.JackpotPage />;
  return <PageStatus />;
}
