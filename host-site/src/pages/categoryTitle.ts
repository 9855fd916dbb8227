/** The catalogue's categories that have a translated title (`category.{slug}` in the `site` texts). */
export const TITLED_CATEGORIES: ReadonlySet<string> = new Set([
  'all',
  'pokies',
  'live',
  'table',
  'new',
  'top',
  'recommended',
  'special',
  'animated',
  'exclusive',
  'pragmatic-drop-wins',
  'pragmatic-drop-wins-live',
  'prerelease',
  'jackpots',
  'megaways',
  'bonus-buy',
]);

/** The translated title of a category; one the site has no title for is named by its slug. */
export function categoryTitle(t: (key: string, options?: Record<string, unknown>) => string, slug: string): string {
  return TITLED_CATEGORIES.has(slug) ? t(`category.${slug}`) : t('category.other', { slug });
}
