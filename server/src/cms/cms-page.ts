import type { CmsFile, CmsMeta, CmsPage, CmsPageSummary, CmsSnippet, CmsVariant } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { preferredLocale } from '../http/preferred-locale';
import { sanitizeHtml } from './sanitize-html';

// CMS pages as the API answers them (docs/cms.md): a page in its variant and locale, the pages list; and the two
// other lists of the CMS, snippets and files, read the same way.

/** The locale a text falls back to when none of its translations suits the reader. */
export const CMS_FALLBACK_LOCALE = 'en';

interface PageRow {
  id: number;
  slug: string;
  page_slug: string;
  locale: string;
  path: string;
  title: string;
  layout: string;
  categories: string[];
  hidden: boolean;
  seo_title: string;
  description: string;
  keywords: string;
  json: string;
  content_main_html: string;
  content_html: string;
  meta: CmsMeta;
  published_at: Date;
  updated_at: Date;
}

const PAGE_SELECT = `select i.id, p.slug, p.page_slug, p.locale, p.path, p.title, p.layout, p.categories, p.hidden,
    p.seo_title, p.description, p.keywords, p.json, p.content_main_html, p.content_html, p.meta, p.published_at,
    p.updated_at
  from cms_pages p join cms_page_ids i on i.slug = p.page_slug`;

/** The row of `rows` (one text in several locales) that best suits `asked` (`de-AT` → `de`), else English, else the first. */
function inBestLocale<T extends { locale: string }>(rows: readonly T[], asked: string | undefined): T | undefined {
  const first = rows[0];
  if (!first) return undefined;
  const locales = rows.map((row) => row.locale);
  const fallback = locales.includes(CMS_FALLBACK_LOCALE) ? CMS_FALLBACK_LOCALE : first.locale;
  const locale = preferredLocale(asked, locales, fallback);
  return rows.find((row) => row.locale === locale) ?? first;
}

/** Rows grouped by `keyOf`, in first-seen order. */
function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

function imageOf(json: string): string | null {
  try {
    const value: unknown = JSON.parse(json);
    const image = typeof value === 'object' && value !== null ? (value as { image?: unknown }).image : undefined;
    return typeof image === 'string' ? image : null;
  } catch {
    return null;
  }
}

/**
 * The page `slugOrId` (a slug, or the page id in digits) in the locale that best suits `asked` (a header value or a
 * locale code), in the first of `variants` it has (`slug/EE`, `slug/AU`), else itself; null when there is no such
 * page. The HTML is sanitised again on the way out.
 */
export async function loadCmsPage(
  db: Queryable,
  slugOrId: string,
  asked: string | undefined,
  variants: readonly CmsVariant[] = [],
): Promise<CmsPage | null> {
  const byId = /^\d{1,9}$/.test(slugOrId);
  const rows = await db.query<PageRow>(
    `${PAGE_SELECT} where ${byId ? 'i.id = $1::int' : 'p.page_slug = $1'} order by p.locale`,
    [slugOrId],
  );
  const variant = variants.find((wanted) => rows.some((row) => row.slug === `${row.page_slug}/${wanted}`)) ?? null;
  const page = inBestLocale(
    rows.filter((row) => row.slug === (variant ? `${row.page_slug}/${variant}` : row.page_slug)),
    asked,
  );
  if (!page) return null;
  return {
    id: page.id,
    slug: page.page_slug,
    path: page.path,
    locale: page.locale,
    variant,
    title: page.title,
    layout: page.layout,
    content: sanitizeHtml(page.content_html),
    blocks: {
      title: page.seo_title || page.title,
      description: page.description,
      keywords: page.keywords,
      json: page.json,
      'content-main': sanitizeHtml(page.content_main_html),
    },
    categories: page.categories,
    hidden: page.hidden,
    meta: page.meta,
    published_at: page.published_at.toISOString(),
    updated_at: page.updated_at.toISOString(),
  };
}

/** Every page (not its variants) in the locale that best suits `asked`, newest first, without content. */
export async function listCmsPages(db: Queryable, asked: string | undefined): Promise<CmsPageSummary[]> {
  const rows = await db.query<PageRow>(`${PAGE_SELECT} where p.slug = p.page_slug order by p.page_slug, p.locale`);
  return groupBy(rows, (row) => row.page_slug)
    .flatMap((translations) => {
      const page = inBestLocale(translations, asked);
      return page ? [page] : [];
    })
    .sort((a, b) => b.published_at.getTime() - a.published_at.getTime() || a.slug.localeCompare(b.slug))
    .map((page) => ({
      id: page.id,
      slug: page.page_slug,
      path: page.path,
      title: page.title,
      layout: page.layout,
      categories: page.categories,
      hidden: page.hidden,
      published_at: page.published_at.toISOString(),
      description: page.description,
      image: imageOf(page.json),
    }));
}

/** Every snippet in the locale that best suits `asked`, by key, sanitised again on the way out. */
export async function listCmsSnippets(db: Queryable, asked: string | undefined): Promise<CmsSnippet[]> {
  const rows = await db.query<{ key: string; locale: string; categories: string[]; content_html: string }>(
    'select key, locale, categories, content_html from cms_snippets order by key, locale',
  );
  return groupBy(rows, (row) => row.key).flatMap((translations) => {
    const snippet = inBestLocale(translations, asked);
    return snippet
      ? [{ id: snippet.key, categories: snippet.categories, content: sanitizeHtml(snippet.content_html) }]
      : [];
  });
}

/** Every file in the locale that best suits `asked`, by name. */
export async function listCmsFiles(db: Queryable, asked: string | undefined): Promise<CmsFile[]> {
  const rows = await db.query<{
    id: number;
    name: string;
    locale: string;
    url: string;
    content_type: string;
    categories: string[];
    description: string;
  }>('select id, name, locale, url, content_type, categories, description from cms_files order by name, locale');
  return groupBy(rows, (row) => row.name).flatMap((translations) => {
    const file = inBestLocale(translations, asked);
    return file
      ? [
          {
            id: file.id,
            name: file.name,
            url: file.url,
            content_type: file.content_type,
            categories: file.categories,
            description: file.description,
          },
        ]
      : [];
  });
}
