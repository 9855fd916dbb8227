/** How a route is called: `{name}` in a path is a parameter, filled in by `routePath`. */
export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
}

/**
 * Every call of this API family (api-facts.md) by name. The SDK calls the platform only through these, and the fake
 * platform of `@casino/sdk/testing` answers exactly these, so a path is written once.
 */
export const ROUTES = {
  currencies: { method: 'GET', path: '/api/info/currencies' },
  countries: { method: 'GET', path: '/api/info/countries' },
  locales: { method: 'GET', path: '/api/info/locales' },
  playerFields: { method: 'GET', path: '/api/info/player_fields' },
  project: { method: 'GET', path: '/api/info/project' },
  statuses: { method: 'GET', path: '/api/info/statuses' },
  currentIp: { method: 'GET', path: '/api/current_ip' },
  messages: { method: 'GET', path: '/messages/{file}' },

  player: { method: 'GET', path: '/api/player' },
  signIn: { method: 'POST', path: '/api/users/sign_in' },
  signOut: { method: 'DELETE', path: '/api/users/sign_out' },
  register: { method: 'POST', path: '/api/users' },
  changePassword: { method: 'PUT', path: '/api/users' },
  requestPasswordReset: { method: 'POST', path: '/api/users/password' },
  resetPassword: { method: 'PUT', path: '/api/users/password' },
  confirmEmail: { method: 'GET', path: '/api/users/confirmation' },
  resendConfirmation: { method: 'POST', path: '/api/users/confirmation' },
  fraudCheck: { method: 'POST', path: '/api/users/transaction' },
  checkEmail: { method: 'POST', path: '/check-email' },

  updateProfile: { method: 'PATCH', path: '/api/player' },
  updateLocale: { method: 'PATCH', path: '/api/player/update_locale' },
  playerSettings: { method: 'GET', path: '/api/player/settings' },
  addGroups: { method: 'POST', path: '/api/player/groups' },
  subscriptions: { method: 'GET', path: '/api/subscriptions' },
  updateSubscriptions: { method: 'PUT', path: '/api/subscriptions' },
  twoFactor: { method: 'GET', path: '/api/v2/player/two_factor' },
  enableTwoFactor: { method: 'POST', path: '/api/v2/player/two_factor' },
  disableTwoFactor: { method: 'DELETE', path: '/api/v2/player/two_factor' },
  realtimeAuth: { method: 'POST', path: '/api/realtime/auth' },

  accounts: { method: 'GET', path: '/api/player/accounts' },
  selectAccount: { method: 'POST', path: '/api/player/accounts' },

  limits: { method: 'GET', path: '/api/user_limits' },
  setLimit: { method: 'POST', path: '/api/user_limits' },
  removeLimit: { method: 'DELETE', path: '/api/user_limits/{id}' },
  confirmLimit: { method: 'POST', path: '/api/user_limits/confirm' },

  paymentMethods: { method: 'GET', path: '/api/player/payment_methods' },
  paymentMethodFields: { method: 'GET', path: '/api/player/payment_methods/{id}/fields' },
  payments: { method: 'GET', path: '/api/player/payments' },
  paymentPages: { method: 'POST', path: '/api/player/payments/with_pages' },
  deposit: { method: 'POST', path: '/api/player/payments/deposit' },
  cashout: { method: 'POST', path: '/api/player/payments/cashout' },
  recallPayment: { method: 'POST', path: '/api/player/payments/{id}/recall' },
  cryptoAddress: { method: 'GET', path: '/api/player/crypto_addresses/{currency}' },
  playerStats: { method: 'GET', path: '/api/player/stats' },

  gamesFilter: { method: 'POST', path: '/api/games_filter' },
  gamesSelect: { method: 'POST', path: '/api/games_filter/select' },
  providers: { method: 'GET', path: '/api/games/providers' },
  collections: { method: 'GET', path: '/api/games/collections' },
  jackpots: { method: 'GET', path: '/api/games/jackpots' },
  randomGame: { method: 'GET', path: '/api/games/random' },
  playedGames: { method: 'GET', path: '/api/player/played_games' },
  favoriteGames: { method: 'GET', path: '/api/player/favorite_games' },
  addFavoriteGame: { method: 'PUT', path: '/api/player/favorite_games/{id}' },
  removeFavoriteGame: { method: 'DELETE', path: '/api/player/favorite_games/{id}' },
  slotGame: { method: 'GET', path: '/api/games/slot/{provider}/{slug}' },
  demoRound: { method: 'POST', path: '/api/games/demo/rounds' },
  realRound: { method: 'POST', path: '/api/player/games/rounds' },

  bonuses: { method: 'GET', path: '/api/player/bonuses' },
  activateBonus: { method: 'POST', path: '/api/player/bonuses/{id}/activation' },
  cancelBonus: { method: 'DELETE', path: '/api/player/bonuses/{id}' },
  bonusCancelInfo: { method: 'GET', path: '/api/player/bonuses/{id}/cancel_info' },
  freespins: { method: 'GET', path: '/api/player/freespins' },
  activateFreespins: { method: 'POST', path: '/api/player/freespins/{id}/activation' },
  cancelFreespins: { method: 'DELETE', path: '/api/player/freespins/{id}' },
  freespinRound: { method: 'POST', path: '/api/player/freespins/{id}/rounds' },
  depositOffers: { method: 'GET', path: '/api/bonuses/deposit' },
  registrationOffers: { method: 'GET', path: '/api/bonuses/registration' },
  redeemCoupon: { method: 'POST', path: '/api/bonuses/coupon' },
  setBonusCode: { method: 'PATCH', path: '/api/player/set_bonus_code' },
  clearBonusCode: { method: 'DELETE', path: '/api/player/clear_bonus_code' },
  updateBonusSettings: { method: 'PATCH', path: '/api/player/update_bonus_settings' },
  disabledBonuses: { method: 'GET', path: '/api/fe/config/disabled-bonuses' },
  notifications: { method: 'GET', path: '/api/player/notifications' },
  notices: { method: 'GET', path: '/api/player/notices' },

  compPoints: { method: 'GET', path: '/api/player/comp_points' },
  compPointRates: { method: 'GET', path: '/api/comp_points/rates/{type}' },
  exchangeCompPoints: { method: 'POST', path: '/api/comp_points/exchange/{type}' },
  specialRewardRequests: { method: 'GET', path: '/api/player/special_reward_requests' },
  promotionPages: { method: 'GET', path: '/api/fe/config/manage-promotion-pages' },
  lootboxes: { method: 'GET', path: '/api/player/lootboxes' },
  activateLootbox: { method: 'POST', path: '/api/player/lootboxes/{id}/activation' },
  wheelConfig: { method: 'GET', path: '/api/fe/config/wheel-config' },
  wheelSegments: { method: 'GET', path: '/api/fe/config/wheel-config-segments' },
  buyWheelSpin: { method: 'POST', path: '/api/player/wheel/spins' },

  tournaments: { method: 'GET', path: '/api/tournaments' },
  playerTournaments: { method: 'GET', path: '/api/tournaments/player' },
  recentTournaments: { method: 'GET', path: '/api/tournaments/recent' },
  tournament: { method: 'GET', path: '/api/tournaments/{id}' },
  tournamentStatus: { method: 'GET', path: '/api/tournaments/{id}/status' },
  confirmTournament: { method: 'POST', path: '/api/tournaments/{id}/confirm' },
  tournamentLeaderboard: { method: 'GET', path: '/api/tournaments/{id}/leaderboard' },
  lotteries: { method: 'GET', path: '/api/lotteries' },
  lotteryStatuses: { method: 'GET', path: '/api/lotteries/statuses' },
  lottery: { method: 'GET', path: '/api/lotteries/{slug}' },
  lotteryStatus: { method: 'GET', path: '/api/lotteries/{id}/status' },
  lotteryTickets: { method: 'GET', path: '/api/lotteries/{id}/tickets' },

  cmsPages: { method: 'GET', path: '/api/cms/pages' },
  cmsPage: { method: 'GET', path: '/api/cms/pages/{slug}' },
  cmsSnippets: { method: 'GET', path: '/api/cms/snippets' },
  cmsFiles: { method: 'GET', path: '/api/cms/files' },
  sendContactMessage: { method: 'POST', path: '/api/send_contact_message' },

  vipStatusProgress: { method: 'GET', path: '/jam/vip_status_progress' },
  vipManagers: { method: 'POST', path: '/api/fe/config/managers' },
  vipAdventures: { method: 'GET', path: '/api/fe/config/vip-adventures' },
  claimAdventureDay: { method: 'POST', path: '/api/player/vip-adventures/{day}/claim' },
  jackpotList: { method: 'GET', path: '/api/jackpots' },
  jackpotWins: { method: 'GET', path: '/api/jackpot_wins' },
} as const satisfies Record<string, RouteDefinition>;

/** The name of a route of `ROUTES`. */
export type RouteName = keyof typeof ROUTES;

type ParamsOf<Path extends string> = Path extends `${string}{${infer Param}}${infer Rest}`
  ? Param | ParamsOf<Rest>
  : never;

/** The parameters a route's path needs, e.g. `{ id: 12 }` for `removeLimit`. */
export type RouteParams<Name extends RouteName> = Record<ParamsOf<(typeof ROUTES)[Name]['path']>, string | number>;

type ParamArgs<Name extends RouteName> = [ParamsOf<(typeof ROUTES)[Name]['path']>] extends [never]
  ? []
  : [params: RouteParams<Name>];

/** The path of a route with its parameters filled in, each URI-encoded. */
export function routePath<Name extends RouteName>(name: Name, ...[params]: ParamArgs<Name>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return ROUTES[name].path.replace(/\{(\w+)\}/g, (_, param: string) => encodeURIComponent(String(values[param])));
}

/** `METHOD path` of a route with its parameters filled in, as request logs and the fake platform's keys write it. */
export function routeKey<Name extends RouteName>(name: Name, ...params: ParamArgs<Name>): string {
  return `${ROUTES[name].method} ${routePath(name, ...params)}`;
}
