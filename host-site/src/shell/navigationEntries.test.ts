import { DEFAULT_NAVIGATION_CONFIG, type NavigationState, NO_PROMOTIONS, navigationEntries } from './navigationEntries';

const state = (overrides: Partial<NavigationState> = {}): NavigationState => ({
  pathname: '/',
  logged: false,
  config: DEFAULT_NAVIGATION_CONFIG,
  promotions: NO_PROMOTIONS,
  topMenuPages: [],
  ...overrides,
});
const ids = (overrides: Partial<NavigationState> = {}) =>
  navigationEntries(state(overrides), (key) => key).map((entry) => entry.id);

describe('navigation entries', () => {
  it('lists a guest the sections, tournaments, achievements and the VIP club while no promotion page is on', () => {
    expect(ids()).toEqual(['lobby', 'pokies', 'live', 'tournaments', 'achievements', 'vip-club']);
  });

  it('puts every entry in core.md §2 order, the CMS top-menu pages last', () => {
    const all = ids({
      logged: true,
      config: { ...DEFAULT_NAVIGATION_CONFIG, sportsUrl: 'https://bet.casino.test/' },
      promotions: { activityHub: true, pointsShop: true, chancePage: true, mysticJackpots: ['mystic-star'] },
      topMenuPages: [{ path: '/about', title: 'About us' }],
    });
    expect(all).toEqual([
      'pokies',
      'live',
      'favorites',
      'sports',
      'activity-hub',
      'points-shop',
      'chance-page',
      'tournaments',
      'quests',
      'jackpots',
      'achievements',
      'vip-club',
      'page:/about',
    ]);
  });

  it('hides the lobby while the sports link shows, and the sports link is a plain external one', () => {
    const entries = navigationEntries(
      state({ config: { ...DEFAULT_NAVIGATION_CONFIG, sportsUrl: 'https://bet.casino.test/' } }),
      (key) => key,
    );
    expect(entries.some((entry) => entry.id === 'lobby')).toBe(false);
    expect(entries.find((entry) => entry.id === 'sports')).toMatchObject({
      to: 'https://bet.casino.test/',
      external: true,
    });
  });

  it("leads jackpots to the first mystic jackpot's page and marks it on any of theirs", () => {
    const promotions = { ...NO_PROMOTIONS, mysticJackpots: ['mystic-star', 'mystic-moon'] };
    const entries = navigationEntries(state({ pathname: '/mystic-moon', promotions }), (key) => key);
    expect(entries.find((entry) => entry.id === 'jackpots')).toMatchObject({ to: '/mystic-star', current: true });
  });

  it('marks achievements, not tournaments, on the achievements tab; a top-menu page on its path', () => {
    const current = (pathname: string) =>
      navigationEntries(state({ pathname, topMenuPages: [{ path: '/about', title: 'About us' }] }), (key) => key)
        .filter((entry) => entry.current)
        .map((entry) => entry.id);
    expect(current('/tournaments/achievements')).toEqual(['achievements']);
    expect(current('/tournaments/all')).toEqual(['tournaments']);
    expect(current('/about')).toEqual(['page:/about']);
    expect(current('/pokies/all')).toEqual(['pokies']);
  });

  it('leaves out an entry switched off in top-menu-config and one whose page the pages config has off', () => {
    const config = {
      ...DEFAULT_NAVIGATION_CONFIG,
      entryOn: (entry: string) => entry !== 'live',
      pageOn: (slug: string) => slug !== 'tournaments' && slug !== 'about',
    };
    expect(
      ids({
        config,
        topMenuPages: [
          { path: '/about', title: 'About us' },
          { path: '/faq', title: 'FAQ' },
        ],
      }),
    ).toEqual(['lobby', 'pokies', 'vip-club', 'page:/faq']);
  });
});
