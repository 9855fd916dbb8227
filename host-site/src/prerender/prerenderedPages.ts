import type { SitePageName } from '../app/sitePages';
import { categoryPath, LOBBY_ROW_CATEGORIES } from '../routing/gamePaths';

/** A page written to HTML at build time: its path, and its page component (in src/pages/, of the same name). */
export interface PrerenderedPage {
  path: string;
  page: SitePageName;
}

/** The locale the pages are prerendered in; a visitor in another one gets the page rendered in the browser. */
export const PRERENDER_LOCALE = 'en';

/** The public pages every visitor sees the same way: the lobby and the pages of its categories. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', page: 'LobbyPage' },
  ...LOBBY_ROW_CATEGORIES.map((category) => ({ path: categoryPath(category), page: 'CategoryPage' as const })),
];
