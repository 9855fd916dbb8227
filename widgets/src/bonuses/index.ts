/**
 * `@casino/widgets/bonuses`: the gift widgets (gift list, coupon form, notification bell, toasts, deposit bonus
 * picker) with the shared bonus modules hook. A separate entry, so pages without gifts do not load them.
 */
export type { CouponFormProps } from '../CouponForm/CouponForm';
export { CouponForm } from '../CouponForm/CouponForm';
export type { DepositBonusPickerProps } from '../DepositBonusPicker/DepositBonusPicker';
export { DepositBonusPicker } from '../DepositBonusPicker/DepositBonusPicker';
export { defaultFreespinGameHref } from '../GiftList/freespinGameHref';
export type { GiftListProps, GiftTab } from '../GiftList/GiftList';
export { GiftList } from '../GiftList/GiftList';
export type { NotificationBellProps } from '../NotificationBell/NotificationBell';
export { NotificationBell } from '../NotificationBell/NotificationBell';
export type { ToastsProps } from '../Toasts/Toasts';
export { Toasts } from '../Toasts/Toasts';
export { BONUSES_LANGUAGES, BONUSES_NAMESPACE, loadBonusesMessages } from './i18n/loadBonusesMessages';
export { useBonuses } from './useBonuses';
