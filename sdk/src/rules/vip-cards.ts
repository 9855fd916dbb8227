import { VIP_STATUSES, type VipStatus, type VipStatusProgress } from '../contract/vip';
import { isVipStatusAbove, nextVipStatus, type VipThresholds, vipQuarter, vipThresholds } from './vip';

/**
 * Where a VIP status card stands for a player (loyalty.md §4): `current` the status he holds, `achieved` one below it,
 * `next` the one above it, `locked` any higher.
 */
export type VipCardState = 'current' | 'achieved' | 'next' | 'locked';

/** One status card of the VIP club: the status, its state and what it asks in a quarter. */
export interface VipCard {
  status: VipStatus;
  state: VipCardState;
  /** The quarter's deposit and bet sums the status asks, in minor units of the player's currency. */
  asks: VipThresholds;
  /** Diamond is lifelong (loyalty.md §4); every other status is tied to the end of a quarter. */
  lifelong: boolean;
}

/**
 * The status a progress puts the player at: the higher of the one he holds and the one this quarter's sums have
 * reached (a promotion the platform has not written to his groups yet still shows).
 */
export function vipStatusShown(progress: Pick<VipStatusProgress, 'currentStatus' | 'activeStatus'>): VipStatus {
  return isVipStatusAbove(progress.activeStatus, progress.currentStatus)
    ? progress.activeStatus
    : progress.currentStatus;
}

/** The state of `status`'s card for a player at `shown` (see {@link vipStatusShown}). */
export function vipCardState(status: VipStatus, shown: VipStatus): VipCardState {
  if (status === shown) return 'current';
  if (isVipStatusAbove(shown, status)) return 'achieved';
  return status === nextVipStatus(shown) ? 'next' : 'locked';
}

/**
 * The VIP club's cards, regular to diamond, for a progress (null for a guest: every card locked, the ladder only).
 * What each asks is in `currency`.
 */
export function vipCards(progress: VipStatusProgress | null, currency: string): VipCard[] {
  const shown = progress ? vipStatusShown(progress) : 'regular';
  return VIP_STATUSES.map((status) => ({
    status,
    state: progress ? vipCardState(status, shown) : 'locked',
    asks: vipThresholds(status, currency),
    lifelong: status === 'diamond',
  }));
}

/** Milliseconds left until the current UTC quarter ends (the sums reset then), never below 0. */
export function vipQuarterRemainingMs(now: number): number {
  return Math.max(0, vipQuarter(new Date(now)).end.getTime() - now);
}

/**
 * The progress shown when the platform could not answer (loyalty.md §8): regular, next bronze, zero amounts against
 * bronze's thresholds in `currency`.
 */
export function vipFallbackProgress(currency: string, userId = 0): VipStatusProgress {
  const asked = vipThresholds('bronze', currency);
  return {
    userId,
    currency,
    currentStatus: 'regular',
    activeStatus: 'regular',
    nextStatus: 'bronze',
    depositAmountCents: 0,
    depositThresholdCents: asked.depositCents,
    betSumCents: 0,
    betSumThresholdCents: asked.betSumCents,
    overallProgress: 0,
  };
}
