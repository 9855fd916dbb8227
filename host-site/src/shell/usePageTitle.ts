import { usePageMeta } from '../seo/usePageMeta';

/**
 * Sets the document title to "<page> · <site name>" while the page is shown, with the site's default description,
 * the canonical link and the Open Graph tags (src/seo/usePageMeta.ts; a page with a description of its own calls
 * `usePageMeta` instead).
 */
export function usePageTitle(page: string): void {
  usePageMeta({ title: page });
}
