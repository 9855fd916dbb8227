import type { VipStatus } from '../contract/vip';

/** The user group of each VIP status above regular (loyalty.md §6). */
export const VIP_STATUS_GROUPS: Readonly<Record<Exclude<VipStatus, 'regular'>, number>> = {
  bronze: 257,
  silver: 258,
  gold: 259,
  diamond: 759,
};

/** A quarter's deposit and bet sums, in minor units of one currency. */
export interface VipThresholds {
  depositCents: number;
  betSumCents: number;
}

/** Per-currency level thresholds (loyalty.md §9, betSum / depSum). */
export const VIP_LEVEL_THRESHOLDS: Readonly<Record<string, VipThresholds>> = {
  USD: { depositCents: 600_000, betSumCents: 6_000_000 },
  EUR: { depositCents: 600_000, betSumCents: 6_000_000 },
  AUD: { depositCents: 900_000, betSumCents: 9_000_000 },
  CAD: { depositCents: 900_000, betSumCents: 9_000_000 },
  NZD: { depositCents: 900_000, betSumCents: 9_000_000 },
  BRL: { depositCents: 3_000_000, betSumCents: 30_000_000 },
};

/** The thresholds of a currency without its own (loyalty.md §9: deposit 900000, bets 9000000). */
export const VIP_DEFAULT_THRESHOLDS: VipThresholds = { depositCents: 900_000, betSumCents: 9_000_000 };

/**
 * How many level thresholds each status asks in one quarter (docs/vip.md): the ladder climbs one level per status, so
 * bronze asks the currency's thresholds once, silver twice, gold three times and diamond four times.
 */
export const VIP_STATUS_LEVELS: Readonly<Record<VipStatus, number>> = {
  regular: 0,
  bronze: 1,
  silver: 2,
  gold: 3,
  diamond: 4,
};

const LADDER: readonly VipStatus[] = ['regular', 'bronze', 'silver', 'gold', 'diamond'];

/** The sums `status` asks in a quarter, in minor units of `currency`. */
export function vipThresholds(status: VipStatus, currency: string): VipThresholds {
  const level = VIP_LEVEL_THRESHOLDS[currency] ?? VIP_DEFAULT_THRESHOLDS;
  const times = VIP_STATUS_LEVELS[status];
  return { depositCents: level.depositCents * times, betSumCents: level.betSumCents * times };
}

/** The highest status whose deposit and bet thresholds a quarter's sums both reach. */
export function vipStatusReached(sums: VipThresholds, currency: string): VipStatus {
  let reached: VipStatus = 'regular';
  for (const status of LADDER) {
    const asked = vipThresholds(status, currency);
    if (sums.depositCents >= asked.depositCents && sums.betSumCents >= asked.betSumCents) reached = status;
  }
  return reached;
}

/** The status after `status`; null after diamond. */
export function nextVipStatus(status: VipStatus): VipStatus | null {
  return LADDER[LADDER.indexOf(status) + 1] ?? null;
}

/** Whether status `a` is above `b`. */
export function isVipStatusAbove(a: VipStatus, b: VipStatus): boolean {
  return LADDER.indexOf(a) > LADDER.indexOf(b);
}

/** The status a player's groups give (the highest VIP group he is in), regular when none. */
export function vipStatusOfGroups(groups: readonly number[]): VipStatus {
  let held: VipStatus = 'regular';
  for (const status of LADDER) {
    if (status !== 'regular' && groups.includes(VIP_STATUS_GROUPS[status])) held = status;
  }
  return held;
}

/**
 * Overall progress towards thresholds, 0–100 floored: the mean of the deposit and bet shares, each capped at 1
 * (loyalty.md §3 overallProgress). 100 when nothing is asked.
 */
export function vipOverallProgress(sums: VipThresholds, asked: VipThresholds): number {
  const share = (amount: number, threshold: number) => (threshold <= 0 ? 1 : Math.min(1, amount / threshold));
  return Math.floor(
    ((share(sums.depositCents, asked.depositCents) + share(sums.betSumCents, asked.betSumCents)) / 2) * 100,
  );
}

/** The UTC quarter holding `at`: its first instant and the first instant of the next one. */
export function vipQuarter(at: Date): { start: Date; end: Date } {
  const year = at.getUTCFullYear();
  const first = Math.floor(at.getUTCMonth() / 3) * 3;
  return { start: new Date(Date.UTC(year, first, 1)), end: new Date(Date.UTC(year, first + 3, 1)) };
}
