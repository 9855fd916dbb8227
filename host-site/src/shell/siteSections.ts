/** The site sections of the top navigation that exist now, in core.md §2 order. */
export type SiteSection = 'lobby' | 'pokies' | 'live' | 'favorites';

/** A section's link: where it leads, its `site` text key and the shorter one of the phone's bottom bar. */
export interface SiteSectionLink {
  section: SiteSection;
  to: string;
  label: 'nav.lobby' | 'nav.pokies' | 'nav.live' | 'nav.favorites';
  /** The label in the bottom bar, where six items share a phone's width ("Slots" for "Spielautomaten"). */
  shortLabel: 'nav.lobby' | 'nav.short.pokies' | 'nav.short.live' | 'nav.favorites';
}

/** The links of the sections, in order; favourites is for players only. */
export const SITE_SECTION_LINKS: readonly SiteSectionLink[] = [
  { section: 'lobby', to: '/', label: 'nav.lobby', shortLabel: 'nav.lobby' },
  { section: 'pokies', to: '/pokies/all', label: 'nav.pokies', shortLabel: 'nav.short.pokies' },
  { section: 'live', to: '/live/all', label: 'nav.live', shortLabel: 'nav.short.live' },
  { section: 'favorites', to: '/favorite-games', label: 'nav.favorites', shortLabel: 'nav.favorites' },
];

/** The section a path belongs to, for `aria-current`; null for pages outside the sections. */
export function sectionOf(pathname: string): SiteSection | null {
  if (pathname === '/') return 'lobby';
  if (pathname.startsWith('/pokies/')) return 'pokies';
  if (pathname.startsWith('/live/')) return 'live';
  if (pathname === '/favorite-games') return 'favorites';
  return null;
}
