import * as z from 'zod/mini';

/**
 * The text of a CMS page (`CmsPage` of cms.ts extends it): what a widget shows of a page, such as the Rocket Mart's
 * read-more text. `content` is HTML the server sanitised (docs/cms.md). A module of its own, so that a widget reading
 * only the text does not carry the schema of the whole page.
 */
export const CmsPageText = z.object({
  slug: z.string(),
  locale: z.string(),
  title: z.string(),
  content: z.string(),
  updated_at: z.string(),
});
export type CmsPageText = z.infer<typeof CmsPageText>;
