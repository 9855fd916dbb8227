import type { PromoStatus } from '../contract/tournaments';

/** The dates a tournament or a lottery runs between. */
export interface PromoDates {
  start_at: string;
  end_at: string;
}

/** Where a promo timer stands: its status, and the moment it counts down to (none when archive). */
export interface PromoTimer {
  status: PromoStatus;
  /** `end_at` while active, `start_at` while future (ms since the epoch); null when archive (no countdown). */
  target: number | null;
  /** Milliseconds left until `target`, never below 0; null when archive. */
  remainingMs: number | null;
}

/** The parts of a countdown, each whole: days, then hours, minutes and seconds of the day. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Status from time (loyalty.md §4): before `start_at` future, before `end_at` active, else archive. */
export function promoStatus(dates: PromoDates, now: number): PromoStatus {
  if (now < Date.parse(dates.start_at)) return 'future';
  if (now < Date.parse(dates.end_at)) return 'active';
  return 'archive';
}

/**
 * The promo timer of loyalty.md §4: time left to `end_at` when active, to `start_at` when future, and a finished
 * label without countdown when archive.
 */
export function promoTimer(dates: PromoDates, now: number): PromoTimer {
  const status = promoStatus(dates, now);
  if (status === 'archive') return { status, target: null, remainingMs: null };
  const target = Date.parse(status === 'active' ? dates.end_at : dates.start_at);
  return { status, target, remainingMs: Math.max(0, target - now) };
}

/** Splits a countdown in days, hours, minutes and seconds (rounded up to the second, so it reaches 0 at the moment). */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
