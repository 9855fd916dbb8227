import type { GamesFilter } from '@casino/sdk/contract';
import { GameGrid } from '@casino/widgets/games';
import { useId, useMemo } from 'react';
import { useParams } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import type { GameSection } from '../routing/gamePaths';
import { useGameLinks } from '../routing/useGameLinks';
import { usePageMeta } from '../seo/usePageMeta';
import { categoryTitle } from './categoryTitle';
import { ProviderFilter, useProviderParam } from './ProviderFilter';

/** Props of {@link CategoryPage}. */
export interface CategoryPageProps {
  /** The section of the path (`/pokies/…`, `/live/…`); none for `/categories/{slug}` and `/games/{slug}`. Defaults to none. */
  section?: GameSection;
}

/**
 * A category's games: `/pokies/all` and `/live/all` list their section, `/pokies/{slug}` and `/live/{slug}` the games
 * in both the section and the category `{slug}` (`strategy: 'AND'`), `/categories/{slug}` and `/games/{slug}` the
 * category `{slug}`. A provider select narrows the grid (`?provider=`).
 */
export function CategoryPage({ section }: CategoryPageProps) {
  const { t } = useSiteT();
  const { slug = 'all' } = useParams();
  const provider = useProviderParam();
  const links = useGameLinks();
  const titleId = useId();
  const category = section && slug === 'all' ? section : slug;
  const inSection = section !== undefined && slug !== 'all';
  const sectionFilter = useMemo<GamesFilter | undefined>(
    () => (inSection ? { categories: { identifiers: [section, slug], strategy: 'AND' } } : undefined),
    [inSection, section, slug],
  );
  const title = inSection
    ? t('category.inSection', { section: categoryTitle(t, section), category: categoryTitle(t, slug) })
    : categoryTitle(t, category);
  usePageMeta({ title, description: t('seo.categoryDescription', { category: title, site: t('site.name') }) });
  return (
    <section className="games-page" aria-labelledby={titleId}>
      <div className="games-page__head">
        <h1 id={titleId}>{title}</h1>
        <ProviderFilter />
      </div>
      <GameGrid
        key={`${category}/${provider ?? ''}`}
        category={category}
        filter={sectionFilter}
        provider={provider}
        title={t('gamesPage.list')}
        {...links}
      />
    </section>
  );
}
