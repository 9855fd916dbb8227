import type { Queryable } from '../db/database';
import { ContentError, type ContentSet } from './content-files';

/** What an import changed, each entry named `page terms-and-conditions/EE (de)`, `snippet copyright (en)`, `file x (en)`. */
export interface ContentImportReport {
  created: string[];
  updated: string[];
  unchanged: string[];
}

/** How an import treats what is already stored. */
export interface ContentImportOptions {
  /**
   * `true` (the CLI): a stored page, snippet or file of the same key takes the imported text. `false` (the seed at
   * every start): only what is missing is added, so the seed never undoes an operator's import.
   */
  overwrite: boolean;
}

const PAGE_COLUMNS = [
  'path',
  'title',
  'layout',
  'categories',
  'hidden',
  'seo_title',
  'description',
  'keywords',
  'json',
  'content_main_html',
  'content_html',
  'meta',
] as const;

/** Writes one outcome (`inserted`: a new row, else a changed one; no row: nothing changed) into the report. */
function record(report: ContentImportReport, name: string, rows: readonly { inserted: boolean }[]): void {
  const [row] = rows;
  if (!row) report.unchanged.push(name);
  else if (row.inserted) report.created.push(name);
  else report.updated.push(name);
}

/**
 * Stores a read content set (`readContentDirectory`) in `tx`, the caller's transaction: each page, snippet and file is
 * added, or, with `overwrite`, replaced when any field differs (its `updated_at` becomes `now`; a page's
 * `published_at` stays unless the file gives one). Nothing is deleted. A page whose locale the platform does not know
 * throws a {@link ContentError}, and the caller's transaction rolls back.
 */
export async function importContent(
  tx: Queryable,
  content: ContentSet,
  now: Date,
  options: ContentImportOptions,
): Promise<ContentImportReport> {
  const report: ContentImportReport = { created: [], updated: [], unchanged: [] };
  const locales = new Set((await tx.query<{ code: string }>('select code from locales')).map((row) => row.code));
  const checkLocale = (file: string, locale: string) => {
    if (!locales.has(locale)) throw new ContentError(file, 'locale', `${locale} is not a locale of the platform`);
  };
  const onConflict = (keys: string, columns: readonly string[], alsoSet = '') =>
    options.overwrite
      ? `on conflict (${keys}) do update set ${columns.map((column) => `${column} = excluded.${column}`).join(', ')},
           updated_at = excluded.updated_at${alsoSet}
         where (${columns.map((column) => `t.${column}`).join(', ')})
           is distinct from (${columns.map((column) => `excluded.${column}`).join(', ')})`
      : `on conflict (${keys}) do nothing`;

  for (const page of content.pages) {
    checkLocale(page.file, page.locale);
    await tx.query('insert into cms_page_ids (slug) values ($1) on conflict do nothing', [page.slug]);
    const slug = page.variant ? `${page.slug}/${page.variant}` : page.slug;
    const rows = await tx.query<{ inserted: boolean }>(
      `insert into cms_pages as t (slug, locale, ${PAGE_COLUMNS.join(', ')}, published_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, coalesce($15::timestamptz, $16::timestamptz), $16)
       ${onConflict('slug, locale', PAGE_COLUMNS, ', published_at = coalesce($15::timestamptz, t.published_at)')}
       returning (xmax = 0) as inserted`,
      [
        slug,
        page.locale,
        page.path,
        page.title,
        page.layout,
        page.categories,
        page.hidden,
        page.seoTitle,
        page.description,
        page.keywords,
        page.json,
        page.contentMainHtml,
        page.contentHtml,
        JSON.stringify(page.meta),
        page.publishedAt,
        now,
      ],
    );
    record(report, `page ${slug} (${page.locale})`, rows);
  }

  for (const snippet of content.snippets) {
    checkLocale(snippet.file, snippet.locale);
    const rows = await tx.query<{ inserted: boolean }>(
      `insert into cms_snippets as t (key, locale, categories, content_html, updated_at) values ($1, $2, $3, $4, $5)
       ${onConflict('key, locale', ['categories', 'content_html'])}
       returning (xmax = 0) as inserted`,
      [snippet.key, snippet.locale, snippet.categories, snippet.contentHtml, now],
    );
    record(report, `snippet ${snippet.key} (${snippet.locale})`, rows);
  }

  for (const file of content.files) {
    checkLocale(file.file, file.locale);
    const rows = await tx.query<{ inserted: boolean }>(
      `insert into cms_files as t (name, locale, url, content_type, categories, description, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       ${onConflict('name, locale', ['url', 'content_type', 'categories', 'description'])}
       returning (xmax = 0) as inserted`,
      [file.name, file.locale, file.url, file.contentType, file.categories, file.description, now],
    );
    record(report, `file ${file.name} (${file.locale})`, rows);
  }
  return report;
}
