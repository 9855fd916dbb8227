/** Category ids of the catalogue (core.md §3 and §9, plus jackpots, megaways and bonus-buy); `all` holds every game. */
export const CATALOGUE_CATEGORIES = [
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
] as const;
/** A category id of the catalogue. */
export type CatalogueCategory = (typeof CATALOGUE_CATEGORIES)[number];
