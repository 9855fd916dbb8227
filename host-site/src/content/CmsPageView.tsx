import type { CmsPage } from '@casino/sdk/contract';
import { useFormat } from '@casino/widgets';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useSiteT } from '../i18n/useSiteT';
import { usePageMeta } from '../seo/usePageMeta';
import { SanitisedHtml } from './SanitisedHtml';

/** Props of {@link CmsPageView}. */
export interface CmsPageViewProps {
  page: CmsPage;
  /** Shown above the title, e.g. a way back to the list the page belongs to. */
  before?: ReactNode;
  /** Shown after the content, e.g. the deposit button of a promotion. */
  after?: ReactNode;
  /** Whether the page shows its publication date (news and promotions) instead of its last change. */
  dated?: boolean;
}

/**
 * A CMS page (core.md §3): its title, its lead (`blocks['content-main']`) and its content, both HTML the server
 * sanitised, with its date; its blocks give the page's metadata (title, description).
 */
export function CmsPageView({ page, before, after, dated = false }: CmsPageViewProps) {
  const { t } = useSiteT();
  const format = useFormat();
  const titleId = useId();
  usePageMeta({ title: page.blocks.title || page.title, description: page.blocks.description, type: 'article' });
  return (
    <article className="page cms-page" aria-labelledby={titleId} lang={page.locale}>
      {before}
      <h1 id={titleId}>{page.title}</h1>
      <p className="cms-page__date">
        {dated
          ? t('content.published', { date: format.dateTime(page.published_at) })
          : t('content.updated', { date: format.dateTime(page.updated_at) })}
      </p>
      {page.blocks['content-main'] ? (
        <SanitisedHtml className="cms-page__lead" html={page.blocks['content-main']} />
      ) : null}
      <SanitisedHtml className="cms-page__content" html={page.content} />
      {after}
    </article>
  );
}
