import type { TopMenuEntry } from '@casino/sdk/contract';
import { pageSlugOf } from '@casino/sdk/rules';
import { vipPagePath } from '../vip/vipPagePath';

/** One entry of the site's navigation: the top navigation, its More menu and the mobile sidebar show the same list. */
export interface NavigationEntry {
  /** Stable id of the entry: its React key and the key of its measured width. */
  id: string;
  /** Where it leads: a site path, or an absolute address when `external`. */
  to: string;
  /** Its visible text, translated. */
  label: string;
  /** Whether it leads to another site (the sports site): a plain link, not a route of this one. */
  external: boolean;
  /** Whether the current page belongs to the entry, for `aria-current`. */
  current: boolean;
}

/** Which promotion pages the navigation shows (loyalty.md §2), from the pages config; none until it has loaded. */
export interface NavigationPromotions {
  /** The activity hub: the adventure calendar (`vip_adventure`). */
  activityHub: boolean;
  /** The points shop: the Rocket Mart (`rocket_mart`). */
  pointsShop: boolean;
  /** The chance page: the Rocket Chance (`rocket_chance`). */
  chancePage: boolean;
  /** Identifiers of the active mystic jackpots, each a page `/{identifier}`, while the mystic-jackpot flag is on. */
  mysticJackpots: readonly string[];
}

/** Before the pages config has loaded: no promotion entry. */
export const NO_PROMOTIONS: NavigationPromotions = {
  activityHub: false,
  pointsShop: false,
  chancePage: false,
  mysticJackpots: [],
};

/** A static CMS page tagged `top-menu`. */
export interface TopMenuPage {
  path: string;
  title: string;
}

/** What the operator's configuration says of the navigation. */
export interface NavigationConfig {
  /** The sports site's address while the betting check holds (the lobby entry then hides); null otherwise. */
  sportsUrl: string | null;
  /** Whether top-menu-config has an entry on (an entry not listed is on). */
  entryOn: (entry: TopMenuEntry) => boolean;
  /** Whether the pages config has the page of a slug on (testers see every page). */
  pageOn: (slug: string) => boolean;
}

/** Before the configuration has loaded: no sports link, every entry and page on. */
export const DEFAULT_NAVIGATION_CONFIG: NavigationConfig = {
  sportsUrl: null,
  entryOn: () => true,
  pageOn: () => true,
};

/** What the navigation's conditions depend on. */
export interface NavigationState {
  pathname: string;
  /** Whether a player is signed in (favourites and quests are for players). */
  logged: boolean;
  config: NavigationConfig;
  promotions: NavigationPromotions;
  topMenuPages: readonly TopMenuPage[];
}

/** The top-menu-config switch of each entry that has one. */
const ENTRY_SWITCHES: Readonly<Record<string, TopMenuEntry>> = {
  lobby: 'lobby',
  pokies: 'pokies',
  live: 'live',
  sports: 'sports',
  'activity-hub': 'activity_hub',
  'points-shop': 'points_shop',
  'chance-page': 'chance',
  tournaments: 'tournaments',
  jackpots: 'jackpots',
  achievements: 'achievements',
  'vip-club': 'vip_club',
};

/** The keys of the entries' `site` strings. */
type EntryLabel =
  | 'nav.lobby'
  | 'nav.pokies'
  | 'nav.live'
  | 'nav.favorites'
  | 'nav.sports'
  | 'nav.adventure'
  | 'nav.rocketMart'
  | 'nav.rocketChance'
  | 'nav.tournaments'
  | 'nav.quests'
  | 'nav.jackpots'
  | 'nav.achievements'
  | 'nav.vipClub';

const ACHIEVEMENTS_PATH = '/tournaments/achievements';

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The navigation's entries in core.md §2 order, each only while its condition holds: lobby (hidden while the sports
 * link shows), pokies, live, favourites (players), sports (the betting check), the activity hub, the points shop and
 * the chance page (each while its page is on), tournaments, quests (players), jackpots (mystic-jackpot flag, the first
 * active one's page), achievements, the VIP club, then the CMS pages tagged `top-menu`. An entry whose top-menu-config
 * switch is off, or whose page (by its first path segment) the pages config has off, is left out.
 */
export function navigationEntries(state: NavigationState, t: (key: EntryLabel) => string): readonly NavigationEntry[] {
  const { pathname, logged, config, promotions } = state;
  const { sportsUrl } = config;
  const site = (id: string, to: string, label: EntryLabel, current: boolean): NavigationEntry => ({
    id,
    to,
    label: t(label),
    external: false,
    current,
  });
  const entries: (NavigationEntry | false)[] = [
    sportsUrl === null && site('lobby', '/', 'nav.lobby', pathname === '/'),
    site('pokies', '/pokies/all', 'nav.pokies', pathname.startsWith('/pokies/')),
    site('live', '/live/all', 'nav.live', pathname.startsWith('/live/')),
    logged && site('favorites', '/favorite-games', 'nav.favorites', pathname === '/favorite-games'),
    sportsUrl !== null && { id: 'sports', to: sportsUrl, label: t('nav.sports'), external: true, current: false },
    promotions.activityHub &&
      site('activity-hub', vipPagePath('adventure'), 'nav.adventure', pathname === vipPagePath('adventure')),
    promotions.pointsShop && site('points-shop', '/rocket-mart', 'nav.rocketMart', under(pathname, '/rocket-mart')),
    promotions.chancePage && site('chance-page', '/rocket-chance', 'nav.rocketChance', pathname === '/rocket-chance'),
    site(
      'tournaments',
      '/tournaments',
      'nav.tournaments',
      under(pathname, '/tournaments') && !under(pathname, ACHIEVEMENTS_PATH),
    ),
    logged && site('quests', '/quests', 'nav.quests', under(pathname, '/quests')),
    promotions.mysticJackpots.length > 0 &&
      site(
        'jackpots',
        `/${promotions.mysticJackpots[0]}`,
        'nav.jackpots',
        promotions.mysticJackpots.some((identifier) => pathname === `/${identifier}`),
      ),
    site('achievements', ACHIEVEMENTS_PATH, 'nav.achievements', under(pathname, ACHIEVEMENTS_PATH)),
    site('vip-club', vipPagePath('vipclub'), 'nav.vipClub', pathname === vipPagePath('vipclub')),
    ...state.topMenuPages.map(
      (page): NavigationEntry => ({
        id: `page:${page.path}`,
        to: page.path,
        label: page.title,
        external: false,
        current: pathname === page.path,
      }),
    ),
  ];
  return entries.filter((entry): entry is NavigationEntry => {
    if (entry === false) return false;
    const entrySwitch = ENTRY_SWITCHES[entry.id];
    if (entrySwitch && !config.entryOn(entrySwitch)) return false;
    const slug = entry.external ? '' : pageSlugOf(entry.to);
    return slug === '' || config.pageOn(slug);
  });
}
