import { GAME_CATEGORIES } from '@casino/sdk/rules';

/** The catalogue's categories, each with a translated title (`category.{slug}` in the `site` texts). */
export const TITLED_CATEGORIES: ReadonlySet<string> = new Set(GAME_CATEGORIES);

/** The translated title of a category; one the site has no title for is named by its slug. */
export function categoryTitle(t: (key: string, options?: Record<string, unknown>) => string, slug: string): string {
  return TITLED_CATEGORIES.has(slug) ? t(`category.${slug}`) : t('category.other', { slug });
}
