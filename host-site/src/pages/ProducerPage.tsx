import { GameGrid } from '@casino/widgets/games';
import { useId } from 'react';
import { Navigate, useParams } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { producerPageOf, producerPath } from '../routing/gamePaths';
import { useGameLinks } from '../routing/useGameLinks';
import { usePageMeta } from '../seo/usePageMeta';
import { NotFoundPage } from './NotFoundPage';
import { useProviders } from './useProviders';

/**
 * A provider's games: `/producers/{slug}` scrolls on and on, `/producers/{slug}/{page}` shows one page with links to
 * its neighbours; `/producers/{slug}/1` is `/producers/{slug}`. The title is the provider's, else its slug.
 */
export function ProducerPage() {
  const { t } = useSiteT();
  const { slug = '', page: pageParam } = useParams();
  const page = producerPageOf(pageParam);
  const providers = useProviders();
  const links = useGameLinks();
  const titleId = useId();
  const provider = providers?.find((candidate) => candidate.id === slug)?.title ?? slug;
  let pageTitle = t('producer.pageTitle', { provider });
  if (page === null) pageTitle = t('notFound.title');
  else if (page > 1) pageTitle = t('producer.pageNumber', { provider, page });
  // set here, not by the not-found page: a parent's effect runs after its child's and would overwrite it
  usePageMeta({ title: pageTitle, description: t('seo.providerDescription', { provider, site: t('site.name') }) });
  if (page === null) return <NotFoundPage />;
  if (pageParam !== undefined && page === 1) return <Navigate replace to={producerPath(slug)} />;
  return (
    <section className="games-page" aria-labelledby={titleId}>
      <div className="games-page__head">
        <h1 id={titleId}>{t('producer.pageTitle', { provider })}</h1>
      </div>
      {pageParam === undefined ? (
        <GameGrid key={slug} provider={slug} title={t('gamesPage.list')} {...links} />
      ) : (
        <GameGrid
          key={`${slug}/${page}`}
          provider={slug}
          page={page}
          pageHref={(target) => producerPath(slug, target)}
          title={t('gamesPage.list')}
          {...links}
        />
      )}
    </section>
  );
}
