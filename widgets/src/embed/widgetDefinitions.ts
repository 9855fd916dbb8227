import type { BalanceProps } from '../Balance/Balance';
import type { CompPointsProps } from '../CompPoints/CompPoints';
import type { CouponFormProps } from '../CouponForm/CouponForm';
import type { JackpotLeaderboardProps } from '../JackpotLeaderboard/JackpotLeaderboard';
import type { JackpotSliderProps } from '../JackpotSlider/JackpotSlider';
import type { JackpotTickerProps } from '../JackpotTicker/JackpotTicker';
import type { JackpotWinPopupProps } from '../JackpotWinPopup/JackpotWinPopup';
import type { LevelProgressProps } from '../LevelProgress/LevelProgress';
import type { LimitsProps } from '../Limits/Limits';
import type { LoginProps } from '../Login/Login';
import type { PersonalInfoProps } from '../PersonalInfo/PersonalInfo';
import type { RegistrationProps } from '../Registration/Registration';
import type { VipManagerProps } from '../VipManager/VipManager';
import type { VipProgressProps } from '../VipProgress/VipProgress';
import { adventureCalendarWidget, type EmbeddedAdventureCalendarProps } from './definitions/adventure-calendar';
import { balanceWidget } from './definitions/balance';
import { cashboxWidget, type EmbeddedCashboxProps } from './definitions/cashbox';
import { compPointsWidget } from './definitions/comp-points';
import { couponFormWidget } from './definitions/coupon-form';
import { depositBonusPickerWidget, type EmbeddedDepositBonusPickerProps } from './definitions/deposit-bonus-picker';
import { type EmbeddedFavoriteGamesProps, favoriteGamesWidget } from './definitions/favorite-games';
import { type EmbeddedGameGridProps, gameGridWidget } from './definitions/game-grid';
import { type EmbeddedGameLauncherProps, gameLauncherWidget } from './definitions/game-launcher';
import { type EmbeddedGameRowProps, gameRowWidget } from './definitions/game-row';
import { type EmbeddedGameSearchProps, gameSearchWidget } from './definitions/game-search';
import { type EmbeddedGiftListProps, giftListWidget } from './definitions/gift-list';
import { jackpotLeaderboardWidget } from './definitions/jackpot-leaderboard';
import { jackpotSliderWidget } from './definitions/jackpot-slider';
import { jackpotTickerWidget } from './definitions/jackpot-ticker';
import { jackpotWinPopupWidget } from './definitions/jackpot-win-popup';
import { levelProgressWidget } from './definitions/level-progress';
import { limitsWidget } from './definitions/limits';
import { loginWidget } from './definitions/login';
import { type EmbeddedLootBoxesProps, lootBoxesWidget } from './definitions/loot-boxes';
import { type EmbeddedLotteryProps, lotteryWidget } from './definitions/lottery';
import { type EmbeddedNotificationBellProps, notificationBellWidget } from './definitions/notification-bell';
import { personalInfoWidget } from './definitions/personal-info';
import { type EmbeddedPrizeWheelProps, prizeWheelWidget } from './definitions/prize-wheel';
import { type EmbeddedPromoTimerProps, promoTimerWidget } from './definitions/promo-timer';
import { type EmbeddedQuestPathProps, questPathWidget } from './definitions/quest-path';
import { type EmbeddedRecentGamesProps, recentGamesWidget } from './definitions/recent-games';
import { registrationWidget } from './definitions/registration';
import { type EmbeddedRocketMartProps, rocketMartWidget } from './definitions/rocket-mart';
import { type EmbeddedToastsProps, toastsWidget } from './definitions/toasts';
import { type EmbeddedTournamentBoardProps, tournamentBoardWidget } from './definitions/tournament-board';
import {
  type EmbeddedTournamentLeaderboardProps,
  tournamentLeaderboardWidget,
} from './definitions/tournament-leaderboard';
import { type EmbeddedTournamentPageProps, tournamentPageWidget } from './definitions/tournament-page';
import { type EmbeddedVipClubProps, vipClubWidget } from './definitions/vip-club';
import { vipManagerWidget } from './definitions/vip-manager';
import { vipProgressWidget } from './definitions/vip-progress';
import type { WidgetDefinition } from './widgetDefinition';
import type { WidgetName } from './widgetNames';

/** Props of each embeddable widget, by name. */
export interface WidgetPropsMap {
  login: LoginProps;
  registration: RegistrationProps;
  balance: BalanceProps;
  cashbox: EmbeddedCashboxProps;
  limits: LimitsProps;
  'personal-info': PersonalInfoProps;
  'game-grid': EmbeddedGameGridProps;
  'game-search': EmbeddedGameSearchProps;
  'game-row': EmbeddedGameRowProps;
  'favorite-games': EmbeddedFavoriteGamesProps;
  'recent-games': EmbeddedRecentGamesProps;
  'game-launcher': EmbeddedGameLauncherProps;
  'gift-list': EmbeddedGiftListProps;
  'coupon-form': CouponFormProps;
  'deposit-bonus-picker': EmbeddedDepositBonusPickerProps;
  'notification-bell': EmbeddedNotificationBellProps;
  toasts: EmbeddedToastsProps;
  'prize-wheel': EmbeddedPrizeWheelProps;
  'loot-boxes': EmbeddedLootBoxesProps;
  'rocket-mart': EmbeddedRocketMartProps;
  'comp-points': CompPointsProps;
  'level-progress': LevelProgressProps;
  'promo-timer': EmbeddedPromoTimerProps;
  'quest-path': EmbeddedQuestPathProps;
  lottery: EmbeddedLotteryProps;
  'tournament-board': EmbeddedTournamentBoardProps;
  'tournament-leaderboard': EmbeddedTournamentLeaderboardProps;
  'tournament-page': EmbeddedTournamentPageProps;
  'jackpot-ticker': JackpotTickerProps;
  'jackpot-slider': JackpotSliderProps;
  'jackpot-leaderboard': JackpotLeaderboardProps;
  'jackpot-win-popup': JackpotWinPopupProps;
  'vip-progress': VipProgressProps;
  'vip-club': EmbeddedVipClubProps;
  'adventure-calendar': EmbeddedAdventureCalendarProps;
  'vip-manager': VipManagerProps;
}

/**
 * The registry: every embeddable widget's definition, by name (the contract's `EMBED_WIDGET_NAMES`, which the server
 * reads too). One entry makes a widget a `<casino-*>` element, an `/embed/<name>` page, a `mount()` name and a
 * script-tag chunk (`cdn/<name>.js`), with typed tag declarations (see `widgetTags.ts`).
 */
export const WIDGET_DEFINITIONS: { readonly [N in WidgetName]: WidgetDefinition<WidgetPropsMap[N]> } = {
  login: loginWidget,
  registration: registrationWidget,
  balance: balanceWidget,
  cashbox: cashboxWidget,
  limits: limitsWidget,
  'personal-info': personalInfoWidget,
  'game-grid': gameGridWidget,
  'game-search': gameSearchWidget,
  'game-row': gameRowWidget,
  'favorite-games': favoriteGamesWidget,
  'recent-games': recentGamesWidget,
  'game-launcher': gameLauncherWidget,
  'gift-list': giftListWidget,
  'coupon-form': couponFormWidget,
  'deposit-bonus-picker': depositBonusPickerWidget,
  'notification-bell': notificationBellWidget,
  toasts: toastsWidget,
  'prize-wheel': prizeWheelWidget,
  'loot-boxes': lootBoxesWidget,
  'rocket-mart': rocketMartWidget,
  'comp-points': compPointsWidget,
  'level-progress': levelProgressWidget,
  'promo-timer': promoTimerWidget,
  'quest-path': questPathWidget,
  lottery: lotteryWidget,
  'tournament-board': tournamentBoardWidget,
  'tournament-leaderboard': tournamentLeaderboardWidget,
  'tournament-page': tournamentPageWidget,
  'jackpot-ticker': jackpotTickerWidget,
  'jackpot-slider': jackpotSliderWidget,
  'jackpot-leaderboard': jackpotLeaderboardWidget,
  'jackpot-win-popup': jackpotWinPopupWidget,
  'vip-progress': vipProgressWidget,
  'vip-club': vipClubWidget,
  'adventure-calendar': adventureCalendarWidget,
  'vip-manager': vipManagerWidget,
};
