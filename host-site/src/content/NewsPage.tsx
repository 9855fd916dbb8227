import { Link, useLocation } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { PageStatus } from '../shell/PageStatus';
import { usePageTitle } from '../shell/usePageTitle';
import { CmsCard } from './CmsCard';
import { NEWS_PAGE_SIZE, newsPageNumber, newsPagePath } from './newsPaging';
import { useCmsPages } from './useCmsPages';

/** `/news`: the CMS news articles, newest first, six a page (`?page=`), each leading to `/news/{slug}`. */
export function NewsPage() {
  const { t } = useSiteT();
  const { search } = useLocation();
  const { pages, loaded } = useCmsPages('news');
  const pageCount = Math.max(1, Math.ceil(pages.length / NEWS_PAGE_SIZE));
  const current = newsPageNumber(search, pages.length);
  usePageTitle(current > 1 ? t('content.news.titleOfPage', { page: current }) : t('content.news.title'));
  const shown = pages.slice((current - 1) * NEWS_PAGE_SIZE, current * NEWS_PAGE_SIZE);
  return (
    <section className="page cms-list" aria-labelledby="news-title">
      <h1 id="news-title">{t('content.news.title')}</h1>
      {!loaded ? <PageStatus /> : null}
      {loaded && pages.length === 0 ? <p>{t('content.news.empty')}</p> : null}
      {shown.length > 0 ? (
        <ul className="cms-cards">
          {shown.map((page) => (
            <CmsCard key={page.id} page={page} />
          ))}
        </ul>
      ) : null}
      {pageCount > 1 ? (
        <nav className="cms-paging" aria-label={t('content.news.paging')}>
          {current > 1 ? <Link to={newsPagePath(current - 1)}>{t('content.news.previous')}</Link> : null}
          <ol>
            {Array.from({ length: pageCount }, (_, index) => index + 1).map((page) => (
              <li key={page}>
                <Link
                  to={newsPagePath(page)}
                  aria-label={t('content.news.pageLabel', { page })}
                  aria-current={page === current ? 'page' : undefined}
                >
                  {page}
                </Link>
              </li>
            ))}
          </ol>
          {current < pageCount ? <Link to={newsPagePath(current + 1)}>{t('content.news.next')}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
