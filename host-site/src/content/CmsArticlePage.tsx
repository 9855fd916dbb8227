import { Link, useParams } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageStatus } from '../shell/PageStatus';
import { CmsPageView } from './CmsPageView';
import { useCmsPage } from './useCmsPage';

/** The lists an article belongs to: its CMS category, its list's path and the label of the way back. */
const LISTS = {
  news: { path: '/news', back: 'content.news.back' },
  promotions: { path: '/promotions', back: 'content.promotions.back' },
} as const;

/**
 * `/news/{slug}` and `/promotions/{slug}`: a CMS article of that category, with its date and a way back to the list;
 * not found for any other slug.
 */
export function CmsArticlePage({ category }: { category: keyof typeof LISTS }) {
  const { t } = useSiteT();
  const slug = useParams().slug ?? '';
  const { data: page, status } = useCmsPage(slug);
  const list = LISTS[category];
  if (page?.categories.includes(category)) {
    return (
      <CmsPageView
        page={page}
        dated
        before={
          <Link className="cms-page__back" to={list.path}>
            {t(list.back)}
          </Link>
        }
        after={
          page.meta.deposit ? (
            <Link className="casino-button casino-button--primary" to="/deposit">
              {t('content.promotions.deposit')}
            </Link>
          ) : null
        }
      />
    );
  }
  if (status === 'ready' || status === 'error') return <NotFoundPage />;
  return <PageStatus />;
}
