export type { NewGiftInput } from '../rules/gifts';
export { canReceiveGifts, isFinishedStage, isMultiAccount, isNewGift, MULTI_ACCOUNT_GROUP } from '../rules/gifts';
export {
  BELL_BADGE_MAX,
  bellBadge,
  isNotificationExpired,
  NOTIFICATION_LIFETIME_MS,
} from '../rules/notifications';
export type { DepositOfferBonus } from '../rules/offers';
export { offerBonusFor } from '../rules/offers';
export { isAutoDismissed, LIMIT_REACHED_CODE, TOAST_AUTO_DISMISS_MS } from '../rules/toasts';
export type { CasinoBonuses } from './bonuses-of';
export { bonusesOf } from './bonuses-of';
export type { Gift } from './gift';
export type { BonusesCasino, GiftsModule, GiftsStatus } from './gifts';
export { createGifts } from './gifts';
export { createNotices } from './notices';
export type { Notification, NotificationsModule, NotificationsOptions } from './notifications';
export { createNotifications } from './notifications';
export type { PromoAction, PromoCodes, PromoCodesModule, PromoCodesOptions } from './promo-codes';
export { createPromoCodes, PROMO_CODE_PARAMS, PROMO_CODE_STORAGE_KEYS } from './promo-codes';
export type { Toast, ToastsModule, ToastsOptions } from './toasts';
export { createToasts } from './toasts';
