import type { CmsPage } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { preferredLocale } from '../http/preferred-locale';

/** The locale a page falls back to when none of its translations suits the reader. */
export const CMS_FALLBACK_LOCALE = 'en';

/**
 * The page `slug` in the locale that best suits `acceptLanguage` (a header value, or one locale code) among its translations (`de-AT` → `de`, `en-AU` →
 * `en`), else English, else its first; null when there is no such page.
 */
export async function loadCmsPage(
  db: Queryable,
  slug: string,
  acceptLanguage: string | undefined,
): Promise<CmsPage | null> {
  const rows = await db.query<{ locale: string; title: string; content_html: string; updated_at: Date }>(
    'select locale, title, content_html, updated_at from cms_pages where slug = $1 order by locale',
    [slug],
  );
  const first = rows[0];
  if (!first) return null;
  const locales = rows.map((row) => row.locale);
  const fallback = locales.includes(CMS_FALLBACK_LOCALE) ? CMS_FALLBACK_LOCALE : first.locale;
  const locale = preferredLocale(acceptLanguage, locales, fallback);
  const page = rows.find((row) => row.locale === locale) ?? first;
  return {
    id: 0,
    slug,
    path: `/${slug}`,
    locale: page.locale,
    variant: null,
    title: page.title,
    layout: 'default',
    content: page.content_html,
    blocks: { title: page.title, description: '', keywords: '', json: '{}', 'content-main': '' },
    categories: [],
    hidden: true,
    meta: { mainContent: true, json: { variables: {} }, deposit: false, skin: null },
    published_at: page.updated_at.toISOString(),
    updated_at: page.updated_at.toISOString(),
  };
}
