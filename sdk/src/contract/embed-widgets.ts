/**
 * Widgets that can be embedded: the names of `/embed/<name>`, `<casino-<name>>`, `mount()` and the loader. The one
 * list: the widgets package registers these, and the server lets embed origins frame exactly these embed pages.
 */
export const EMBED_WIDGET_NAMES = [
  'login',
  'registration',
  'balance',
  'cashbox',
  'limits',
  'personal-info',
  'game-grid',
  'game-search',
  'game-row',
  'favorite-games',
  'recent-games',
  'game-launcher',
  'gift-list',
  'coupon-form',
  'deposit-bonus-picker',
  'notification-bell',
  'toasts',
  'prize-wheel',
  'loot-boxes',
  'rocket-mart',
  'comp-points',
  'level-progress',
  'promo-timer',
  'quest-path',
  'lottery',
  'tournament-board',
  'tournament-leaderboard',
  'tournament-page',
  'jackpot-ticker',
  'jackpot-slider',
  'jackpot-leaderboard',
  'jackpot-win-popup',
  'vip-progress',
  'vip-club',
  'adventure-calendar',
  'vip-manager',
] as const;

/** One of {@link EMBED_WIDGET_NAMES}. */
export type EmbedWidgetName = (typeof EMBED_WIDGET_NAMES)[number];
