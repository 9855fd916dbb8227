export type { AbVariant } from './ab-test';
export { REGISTRATION_GROUPS, registrationGroup, variantById, variantByVisitId } from './ab-test';
export type { AdventureCardState, AdventureClaimRefusal, AdventureDayState } from './adventure';
export {
  ADVENTURE_CARD_STATES,
  adventureActiveUntil,
  adventureClaimRefusal,
  adventureDayDate,
  adventureDayProgress,
  adventureDayState,
  adventureDayWindow,
  adventureIsoDate,
  isAdventureDayToday,
  isAdventureFinished,
  isAdventureOver,
  isAdventureSuperbUnlocked,
} from './adventure';
export type { AmountCurrency, DisplayUnit, FormatAmountOptions } from './amount';
export { CRYPTO_DISPLAY_UNITS, displayUnit, formatAmount, MAX_FRACTION_DIGITS, parseAmount } from './amount';
export type { BalanceView } from './balance';
export { balanceView, wageringPercent } from './balance';
export type { BannerViewer } from './banners';
export {
  BANNER_AUTOPLAY_MS,
  BANNER_SKELETONS,
  bannersShown,
  isBannerShown,
  PROMO_BANNER_HIDDEN_MS,
} from './banners';
export { BETTING_CHECK_FLAG, bettingUrl, isSportsLinkShown, sportHashPage } from './betting';
export type { CanceledDepositCandidate } from './canceled-deposit';
export { CANCELED_DEPOSIT_STATES, CANCELED_DEPOSIT_WINDOW_MS, canceledDepositToWarn } from './canceled-deposit';
export type { CardBrand, CardValidationCode } from './card';
export {
  CARD_MESSAGES,
  cardBrand,
  cardDigits,
  isMaskedCardNumber,
  luhnValid,
  maskCardNumber,
  REJECTED_CARD_BINS,
  validateCardCvv,
  validateCardExpiry,
  validateCardNumber,
} from './card';
export type { CompPointLevel, LevelProgress } from './comp-point-levels';
export { compPointLevels, levelOfPoints, levelProgress } from './comp-point-levels';
export { type ContactMessageFields, validateContactMessage } from './contact-message';
export {
  COUNTRY_CURRENCIES,
  CRYPTO_CURRENCIES,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  defaultCurrency,
  FIAT_CURRENCIES,
  isCryptoCurrency,
  resolveCountry,
} from './currency';
export { CURRENCY_VALUES } from './currency-values';
export type { AmountBounds } from './deposit-amount';
export {
  DEPOSIT_PRESET_MULTIPLES,
  depositPresets,
  FIRST_DEPOSIT_AMOUNT,
  firstDepositAmountCents,
} from './deposit-amount';
export { featureFlagValue } from './feature-flags';
export type { GameCategory, ListCard } from './game-list';
export {
  CASHBACK_CARD,
  CASHBACK_CARD_CATEGORY,
  DEFAULT_GAMES_PAGE_SIZE,
  GAME_CATEGORIES,
  GAME_ROW_MAX,
  INFINITE_SCROLL_MARGIN_PX,
  isListCard,
  isNearListEnd,
  isSearchable,
  RANDOM_CARD_AT_END_CATEGORIES,
  RANDOM_CARD_POSITION,
  RANDOM_GAME_CARD,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  SKELETON_COUNT,
  toRows,
  withCashbackCard,
  withRandomCard,
} from './game-list';
export { lockedCurrency } from './game-lock';
export type { BonusRecordStage, FreespinRecordStage } from './gift-stages';
export { BONUS_TRANSITIONS, canMoveGift, FREESPIN_TRANSITIONS, isGiftOver } from './gift-stages';
export type { NewGiftInput } from './gifts';
export { canReceiveGifts, isFinishedStage, isNewGift } from './gifts';
export { JACKPOT_FRACTION_DIGITS, jackpotMajorAmount } from './jackpot-amount';
export type { JackpotTick } from './jackpot-tick';
export { JACKPOT_TICK_MAX_MS, JACKPOT_TICK_MIN_MS, jackpotAmountAt, nextJackpotTick } from './jackpot-tick';
export { biggestJackpotWins, JACKPOT_NAME_KEEP, latestJackpotWins, maskWinnerName } from './jackpots';
export { applyLeaderboardUpdate } from './leaderboard';
export type { PlayerLevel } from './level';
export { LEVEL_IDS, playerLevel } from './level';
export type { LicenceInput } from './licence';
export { DEFAULT_LICENCE, resolveLicence } from './licence';
export type { DepositRoom, LimitAccount, LimitAmounts } from './limits';
export {
  AMOUNT_LIMIT_TYPES,
  BLOCKING_LIMIT_TYPES,
  COOLING_OFF,
  depositRoom,
  isActiveLimitReached,
  isLimitAccountReached,
  isLimitReached,
  MAX_SESSION_MINUTES,
} from './limits';
export type { ShownLootboxInput } from './lootboxes';
export { activeWheelSpins, isActiveWheelSpin, isLootboxShown } from './lootboxes';
export type { LotteryWinner } from './lottery-draw';
export { drawLotteryWinners, seedHash } from './lottery-draw';
export { isMultiAccount, MULTI_ACCOUNT_GROUP } from './multi-account';
export { BELL_BADGE_MAX, bellBadge, isNotificationExpired, NOTIFICATION_LIFETIME_MS } from './notifications';
export type { DepositOfferBonus } from './offers';
export { offerBonusFor } from './offers';
export { isPageOn, pageFlag, pageSlugOf } from './pages-config';
export { HIDDEN_PAYMENT_BRAND, PAYMENT_BRAND_HIDDEN_GROUP, visiblePaymentMethods } from './payment-brand';
export type { PersonalInfo, PersonalInfoField } from './personal-info';
export { missingPersonalInfo, PERSONAL_INFO_FIELDS } from './personal-info';
export type { CountdownParts, PromoDates, PromoTimer } from './promo-timer';
export { countdownParts, promoStatus, promoTimer } from './promo-timer';
export type { PlayerGroups } from './promotion-pages';
export { isPromotionPageOn, isTester, isWheelPageOn, TESTER_GROUP } from './promotion-pages';
export type { Quest, QuestLevel, QuestLevelState, QuestProgress, QuestSize } from './quests';
export {
  DEFAULT_QUEST_SIZE,
  isQuest,
  isQuestShown,
  QUEST_LEVELS_EUR,
  QUEST_SIZES,
  questLevels,
  questOf,
  questProgress,
  questSize,
  TEST_QUEST_PREFIX,
} from './quests';
export type { QuantityBounds, RocketMartTab } from './rocket-mart';
export {
  clampQuantity,
  isAffordable,
  isOnTab,
  missingPoints,
  pricePoints,
  quantityBounds,
  RATE_FALLBACK_CURRENCY,
  ROCKET_MART_TABS,
  ratePrice,
  showsQuantityStepper,
} from './rocket-mart';
export {
  AU_NOTICE_COUNTRY,
  AU_NOTICE_MAX_AGE_S,
  COOKIE_NOTICE_MAX_AGE_S,
  formatSessionTime,
  IDLE_TITLE_INTERVAL_MS,
  IOS_WEBVIEW_CHECK_MS,
  IOS_WEBVIEW_POPUP_AFTER_MS,
  isIosWebview,
  pageSuffix,
  SESSION_TIMER_TICK_MS,
  SURVEY_AFTER_MS,
  SURVEY_DISPLAY_DELAY_MS,
  type SurveyInput,
  showsAustraliaNotice,
  showsCookieNotice,
  showsSessionTimer,
  surveyMayShow,
} from './site-notices';
export {
  CHAT_SPLIT_GROUPS,
  LIVE_CHAT_GROUP,
  type SupportRoute,
  type SupportRouteInput,
  supportRoute,
  unreadBadge,
} from './support-chat';
export { isAutoDismissed, LIMIT_REACHED_CODE, TOAST_AUTO_DISMISS_MS } from './toasts';
export type { FieldErrors, RegistrationRuleOptions, ValidationCode } from './validation';
export {
  errorMessages,
  minimumAge,
  NICKNAME_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSONAL_ID_LENGTH,
  parseBirthday,
  VALIDATION_MESSAGES,
  validateBirthday,
  validateConfirmation,
  validateEmail,
  validateField,
  validateName,
  validateNickname,
  validatePassword,
  validatePersonalId,
  validatePhone,
  validateRegistration,
} from './validation';
export type { VipThresholds } from './vip';
export {
  isVipStatusAbove,
  nextVipStatus,
  VIP_DEFAULT_THRESHOLDS,
  VIP_LEVEL_THRESHOLDS,
  VIP_STATUS_GROUPS,
  VIP_STATUS_LEVELS,
  vipOverallProgress,
  vipQuarter,
  vipStatusOfGroups,
  vipStatusReached,
  vipThresholds,
} from './vip';
export type { VipCard, VipCardState } from './vip-cards';
export { vipCardState, vipCards, vipFallbackProgress, vipQuarterRemainingMs, vipStatusShown } from './vip-cards';
export { SPIN_COST_FALLBACK_CURRENCY, wheelSpinCost } from './wheel';
