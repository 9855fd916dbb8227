/**
 * `@casino/widgets/vip`: the VIP widgets (VIP progress, the VIP club's status cards, the adventure calendar and the
 * VIP manager). A separate entry, so pages without them do not load them.
 */
export type { AdventureCalendarProps } from '../AdventureCalendar/AdventureCalendar';
export { AdventureCalendar } from '../AdventureCalendar/AdventureCalendar';
export type { VipClubProps } from '../VipClub/VipClub';
export { VipClub } from '../VipClub/VipClub';
export type { VipManagerProps } from '../VipManager/VipManager';
export { VipManager } from '../VipManager/VipManager';
export type { VipProgressProps } from '../VipProgress/VipProgress';
export { VipProgress } from '../VipProgress/VipProgress';
export { loadVipMessages, VIP_LANGUAGES, VIP_NAMESPACE } from './i18n/loadVipMessages';
export { useVip } from './useVip';
