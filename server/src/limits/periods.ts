import type { LimitPeriod } from '@casino/sdk/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a raise or a removal waits for its confirmation link before it takes effect anyway: 24 hours. */
export const CHANGE_DELAY_MS = DAY_MS;

/** How long a self-exclusion lasts: 180 days. */
export const SELF_EXCLUSION_MS = 180 * DAY_MS;

/** How long a cooling-off of each period lasts: a day, a week, 30 days. */
export const COOLING_OFF_MS: Readonly<Record<LimitPeriod, number>> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
  monthly: 30 * DAY_MS,
};

/** The calendar period (UTC) holding `now`: the day, the week from Monday, or the month from the 1st. */
export function periodBounds(period: LimitPeriod, now: Date): { start: Date; end: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = Date.UTC(year, month, now.getUTCDate());
  switch (period) {
    case 'daily':
      return { start: new Date(day), end: new Date(day + DAY_MS) };
    case 'weekly': {
      const start = day - ((now.getUTCDay() + 6) % 7) * DAY_MS;
      return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
    }
    case 'monthly':
      return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
  }
}
