import * as z from 'zod/mini';
import {
  AccountList,
  BonusCancelInfo,
  BonusList,
  BonusOfferList,
  CmsPage,
  CompPoints,
  CountryList,
  CouponAnswer,
  CryptoAddress,
  CurrencyList,
  CurrentIp,
  DemoRoundAnswer,
  DisabledBonuses,
  ExchangeResult,
  FavoriteGameIds,
  FavoriteGameList,
  FraudCheckResult,
  FreespinList,
  FreespinRoundAnswer,
  Game,
  GameCollectionList,
  GameProviderList,
  GamesFilterPage,
  GamesSelection,
  JackpotList,
  Jackpots,
  JackpotWinList,
  Leaderboard,
  LimitList,
  LocaleList,
  LootboxActivation,
  LootboxList,
  Lottery,
  LotteryList,
  LotteryStatus,
  LotteryStatusList,
  LotteryTicketList,
  Messages,
  NoticeList,
  Payment,
  PaymentList,
  PaymentMethodFields,
  PaymentMethodList,
  PaymentsPage,
  PlayedGameList,
  PlayerFields,
  PlayerSettings,
  PlayerStats,
  Profile,
  Project,
  PromotionPagesConfig,
  RateCardList,
  RealRoundAnswer,
  SessionUser,
  SlotInfo,
  SpecialRewardRequestList,
  StatusList,
  StoredNotificationList,
  Subscriptions,
  Tournament,
  TournamentConfirmAnswer,
  TournamentList,
  TournamentPlayerStatus,
  TwoFactorSecret,
  WheelConfig,
  WheelSegments,
} from '../contract';
import type { Schema } from '../http/schema';
import type { FixtureRouteName } from './routes';

/**
 * The contract's schema of each route's successful answer, where the contract has one: the fixture platform checks
 * every answer it gives against it, so fixture data that drifts from the contract fails where it is made.
 */
export const ANSWER_SCHEMAS: Partial<Record<FixtureRouteName, Schema>> = {
  currencies: CurrencyList,
  countries: CountryList,
  locales: LocaleList,
  playerFields: PlayerFields,
  project: Project,
  statuses: StatusList,
  currentIp: CurrentIp,
  messages: Messages,
  player: Profile,
  signIn: SessionUser,
  register: SessionUser,
  updateProfile: Profile,
  playerSettings: PlayerSettings,
  subscriptions: Subscriptions,
  updateSubscriptions: Subscriptions,
  twoFactor: TwoFactorSecret,
  accounts: AccountList,
  selectAccount: AccountList,
  limits: LimitList,
  setLimit: LimitList,
  removeLimit: LimitList,
  confirmLimit: LimitList,
  paymentMethods: PaymentMethodList,
  paymentMethodFields: PaymentMethodFields,
  payments: PaymentList,
  paymentPages: PaymentsPage,
  deposit: Payment,
  cashout: Payment,
  recallPayment: Payment,
  cryptoAddress: CryptoAddress,
  playerStats: PlayerStats,
  fraudCheck: FraudCheckResult,
  receiveCrypto: Payment,
  gamesFilter: GamesFilterPage,
  gamesSelect: GamesSelection,
  providers: GameProviderList,
  collections: GameCollectionList,
  jackpots: Jackpots,
  randomGame: Game,
  playedGames: PlayedGameList,
  favoriteGames: z.union([FavoriteGameList, FavoriteGameIds]),
  slotGame: SlotInfo,
  demoRound: DemoRoundAnswer,
  realRound: RealRoundAnswer,
  freespinRound: FreespinRoundAnswer,
  bonuses: BonusList,
  freespins: FreespinList,
  bonusCancelInfo: BonusCancelInfo,
  depositOffers: BonusOfferList,
  registrationOffers: BonusOfferList,
  redeemCoupon: CouponAnswer,
  disabledBonuses: DisabledBonuses,
  notifications: StoredNotificationList,
  notices: NoticeList,
  compPoints: CompPoints,
  compPointRates: RateCardList,
  exchangeCompPoints: ExchangeResult,
  specialRewardRequests: SpecialRewardRequestList,
  promotionPages: PromotionPagesConfig,
  cmsPage: CmsPage,
  lootboxes: LootboxList,
  activateLootbox: LootboxActivation,
  wheelConfig: WheelConfig,
  wheelSegments: WheelSegments,
  tournaments: TournamentList,
  playerTournaments: TournamentList,
  recentTournaments: TournamentList,
  tournament: Tournament,
  tournamentStatus: TournamentPlayerStatus,
  confirmTournament: TournamentConfirmAnswer,
  tournamentLeaderboard: Leaderboard,
  lotteries: LotteryList,
  lotteryStatuses: LotteryStatusList,
  lottery: Lottery,
  lotteryStatus: LotteryStatus,
  lotteryTickets: LotteryTicketList,
  jackpotList: JackpotList,
  jackpotWins: JackpotWinList,
};

/** A fixture's answer that its route's contract schema refuses; the message names the route and what is wrong. */
export class FixtureDriftError extends Error {
  constructor(route: FixtureRouteName, issues: readonly { message: string; path?: readonly unknown[] | undefined }[]) {
    const where = issues
      .slice(0, 3)
      .map(
        (issue) => `${(issue.path ?? []).map((step) => String(asKey(step))).join('.') || '(answer)'}: ${issue.message}`,
      )
      .join('; ');
    super(`The fixture platform's answer to ${route} does not follow the contract (${where}); fix the fixture data.`);
    this.name = 'FixtureDriftError';
  }
}

function asKey(step: unknown): PropertyKey {
  return typeof step === 'object' && step !== null && 'key' in step ? (step as { key: PropertyKey }).key : String(step);
}

/** Throws a {@link FixtureDriftError} when a successful answer with a body does not follow its route's schema. */
export async function checkAnswer(route: FixtureRouteName, status: number, body: unknown): Promise<void> {
  const schema = ANSWER_SCHEMAS[route];
  if (!schema || status >= 300 || body === undefined) return;
  const result = await schema['~standard'].validate(body);
  if (result.issues) throw new FixtureDriftError(route, result.issues);
}
