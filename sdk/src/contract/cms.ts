import * as z from 'zod/mini';
import { CmsPageText } from './cms-page-text';

/**
 * Where the site lists a page (api-facts.md §8 names top-menu, bottom-menu, bottom-menu-help, page, terms-page; the
 * site adds its own): `info` and `help` are the footer's two link columns, `top-menu` the top navigation's static
 * pages, `news`, `promotions` and `awards` the articles of those lists. A page may carry any other category.
 */
export const CMS_CATEGORIES = ['info', 'help', 'top-menu', 'footer', 'news', 'promotions', 'awards'] as const;
/** One of {@link CMS_CATEGORIES}. */
export type CmsCategory = (typeof CMS_CATEGORIES)[number];

/** The licences a page can have a variant for (core.md §1: `name/AU`, `name/EE`); `null` is the page itself. */
export const CmsVariant = z.enum(['AU', 'EE']);
export type CmsVariant = z.infer<typeof CmsVariant>;

/**
 * The query of every CMS call: `l`, the site's locale (core.md §7). Without it the server reads `Accept-Language`;
 * a locale without the text falls back to English.
 */
export const CmsQuery = z.object({
  l: z.optional(z.string().check(z.regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'is not a locale code'))),
});
export type CmsQuery = z.infer<typeof CmsQuery>;

/**
 * A page's blocks (core.md §3, api-facts.md §8): its search-engine `title`, `description` and `keywords`, `json` (a
 * JSON object as text, e.g. an article's `{"image": …}` or a promotion's `{"starts_at", "ends_at"}`; read it with
 * `cmsPageJson`) and `content-main`, the page's lead: sanitised HTML that lists show under the title.
 */
export const CmsBlocks = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  json: z.string(),
  'content-main': z.string(),
});
export type CmsBlocks = z.infer<typeof CmsBlocks>;

/**
 * A page's settings (core.md §3): `mainContent` (the content is the page's main text; false for pages that only lend
 * blocks to others), `json.variables` (values the content's `{name}` placeholders take), `deposit` (the page shows a
 * deposit button) and `skin` (a look the site may give the page; null for the default).
 */
export const CmsMeta = z.object({
  mainContent: z.boolean(),
  json: z.object({ variables: z.record(z.string(), z.string()) }),
  deposit: z.boolean(),
  skin: z.nullable(z.string()),
});
export type CmsMeta = z.infer<typeof CmsMeta>;

/**
 * GET /api/cms/pages/{id or slug}?l=: a page in the locale asked for (else English) and in the visitor's licence
 * variant (`slug/EE` under the EE licence, `slug/AU` for a visitor in Australia, else the page itself). `slug` is the
 * page's own slug without the variant suffix, `path` the site path it opens at (`/terms-and-conditions`,
 * `/news/{slug}`). `content` is HTML the server sanitised (docs/cms.md: an allow-list of text elements and safe links),
 * as is `blocks['content-main']`. `published_at` orders news; `updated_at` is the text's last change.
 */
export const CmsPage = z.extend(CmsPageText, {
  id: z.int(),
  path: z.string(),
  variant: z.nullable(CmsVariant),
  layout: z.string(),
  blocks: CmsBlocks,
  categories: z.array(z.string()),
  hidden: z.boolean(),
  meta: CmsMeta,
  published_at: z.string(),
});
export type CmsPage = z.infer<typeof CmsPage>;

/**
 * One page of GET /api/cms/pages?l= (without its content, for menus, the footer, routes and the news and promotion
 * lists): `description` is its blocks' description, `image` the `image` of its blocks' JSON (null without one).
 * Hidden pages are listed (they open by path) but menus leave them out.
 */
export const CmsPageSummary = z.extend(
  z.pick(CmsPage, {
    id: true,
    slug: true,
    path: true,
    title: true,
    layout: true,
    categories: true,
    hidden: true,
    published_at: true,
  }),
  { description: z.string(), image: z.nullable(z.string()) },
);
export type CmsPageSummary = z.infer<typeof CmsPageSummary>;

/** GET /api/cms/pages?l=: every page of the locale (English where it has no translation), newest first. */
export const CmsPageList = z.array(CmsPageSummary);
export type CmsPageList = z.infer<typeof CmsPageList>;

/**
 * A snippet (GET /api/cms/snippets?l=): a short text the shell places by key (`id`: `contacts`, `copyright`, and
 * variants such as `copyright/AU` or `copyright/vip`), sanitised HTML.
 */
export const CmsSnippet = z.object({
  id: z.string(),
  categories: z.array(z.string()),
  content: z.string(),
});
export type CmsSnippet = z.infer<typeof CmsSnippet>;

/** GET /api/cms/snippets?l=: every snippet of the locale (English where it has no translation), by key. */
export const CmsSnippetList = z.array(CmsSnippet);
export type CmsSnippetList = z.infer<typeof CmsSnippetList>;

/**
 * A file (GET /api/cms/files?l=): a document or image the content links to (`name`, its `url`, `content_type`),
 * e.g. a licence certificate or a printable version of the terms.
 */
export const CmsFile = z.object({
  id: z.int(),
  name: z.string(),
  url: z.string(),
  content_type: z.string(),
  categories: z.array(z.string()),
  description: z.string(),
});
export type CmsFile = z.infer<typeof CmsFile>;

/** GET /api/cms/files?l=: every file of the locale (English where it has no translation). */
export const CmsFileList = z.array(CmsFile);
export type CmsFileList = z.infer<typeof CmsFileList>;
