import type { AdventureCondition, AdventureDay } from '../contract/vip';

const DAY_MS = 86_400_000;

/**
 * The cards of the adventure calendar (loyalty.md §4): `superb` is the extra final card (the super prize); a day is
 * `completed` (its condition met in its window), `active` (its window holds now), `lost` (its window passed without
 * the condition met) or `future` (its window has not begun).
 */
export const ADVENTURE_CARD_STATES = ['superb', 'completed', 'active', 'lost', 'future'] as const;
export type AdventureCardState = (typeof ADVENTURE_CARD_STATES)[number];

/** The state of a calendar day: every card state but the super prize's. */
export type AdventureDayState = Exclude<AdventureCardState, 'superb'>;

/** Why a claim is refused: the 422 codes of POST /api/player/vip-adventures/{day}/claim. */
export type AdventureClaimRefusal = 'already_claimed' | 'not_completed' | 'finished';

/** A UTC date `YYYY-MM-DD` as the millisecond its day begins. */
function dayStart(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`);
}

/** The UTC date `YYYY-MM-DD` of an instant. */
export function adventureIsoDate(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The date of day `day` (1 is the first) of an adventure starting on `startDate`. */
export function adventureDayDate(startDate: string, day: number): string {
  return adventureIsoDate(dayStart(startDate) + (day - 1) * DAY_MS);
}

/**
 * A day's window (docs/vip.md): from the start of its UTC date to the end of the date `periodActivationDays - 1` days
 * later; `start` included, `end` excluded (ms since the epoch). `lastDate` is the window's last UTC date.
 */
export function adventureDayWindow(
  date: string,
  periodActivationDays: number,
): { start: number; end: number; lastDate: string } {
  const start = dayStart(date);
  const end = start + Math.max(1, periodActivationDays) * DAY_MS;
  return { start, end, lastDate: adventureIsoDate(end - DAY_MS) };
}

/** When a day's window ends, as an ISO date-time (`activeUntil`, the expiry timer's target). */
export function adventureActiveUntil(date: string, periodActivationDays: number): string {
  return new Date(adventureDayWindow(date, periodActivationDays).end).toISOString();
}

/** Whether a day's window holds at `now` (the day's `today`). */
export function isAdventureDayToday(date: string, periodActivationDays: number, now: number): boolean {
  const { start, end } = adventureDayWindow(date, periodActivationDays);
  return now >= start && now < end;
}

/**
 * How far deposits and bets counted in a day's window go towards its condition: `stepTotal` is the number of
 * conditions asked (`minDep` and `wager` above 0), `step` the number of those met; the day is completed when every
 * asked condition is met (a day asking nothing is never completed: an adventure's days ask at least one).
 */
export function adventureDayProgress(
  condition: Pick<AdventureCondition, 'minDep' | 'wager'>,
  sums: { depositCents: number; wagerCents: number },
): { step: number; stepTotal: number; isCompleted: boolean } {
  const asked = [
    [condition.minDep, sums.depositCents],
    [condition.wager, sums.wagerCents],
  ].filter(([threshold]) => (threshold ?? 0) > 0);
  const step = asked.filter(([threshold, sum]) => (sum ?? 0) >= (threshold ?? 0)).length;
  return { step, stepTotal: asked.length, isCompleted: asked.length > 0 && step === asked.length };
}

/**
 * A day's state at `now` (loyalty.md §4): completed when its condition is met (it stays so after its window),
 * active while its window holds, lost once its window has passed, future before it begins.
 */
export function adventureDayState(
  day: Pick<AdventureDay, 'date' | 'isCompleted'> & { condition: Pick<AdventureCondition, 'periodActivationDays'> },
  now: number,
): AdventureDayState {
  if (day.isCompleted) return 'completed';
  const { start, end } = adventureDayWindow(day.date, day.condition.periodActivationDays);
  if (now < start) return 'future';
  return now < end ? 'active' : 'lost';
}

/** Whether the super prize can be won: every day of the adventure is completed. */
export function isAdventureSuperbUnlocked(days: readonly Pick<AdventureDay, 'isCompleted'>[]): boolean {
  return days.length > 0 && days.every((day) => day.isCompleted);
}

/**
 * Whether the adventure's time is over: today is past the day after its last day. From then its prizes can no longer
 * be claimed (`finished`).
 */
export function isAdventureOver(days: readonly Pick<AdventureDay, 'date'>[], now: number): boolean {
  const last = days.at(-1);
  return last === undefined || now >= dayStart(last.date) + 2 * DAY_MS;
}

/**
 * The finished rule of loyalty.md §4: the adventure is finished when its last day is completed or today is past the
 * day after its last day. A finished-by-completion adventure still pays the completed days not yet claimed until its
 * time is over ({@link isAdventureOver}).
 */
export function isAdventureFinished(days: readonly Pick<AdventureDay, 'date' | 'isCompleted'>[], now: number): boolean {
  return days.at(-1)?.isCompleted === true || isAdventureOver(days, now);
}

/**
 * Why the prize of day `day` (or the super prize, `superb`) cannot be claimed at `now`, or null when it can: claimed
 * already, the adventure's time over, the day (every day, for the super prize) not completed.
 */
export function adventureClaimRefusal(
  calendar: {
    days: readonly Pick<AdventureDay, 'day' | 'date' | 'isCompleted' | 'claimedAt'>[];
    superPrize: { claimedAt: string | null };
  },
  day: number | 'superb',
  now: number,
): AdventureClaimRefusal | null {
  const target = day === 'superb' ? calendar.superPrize : calendar.days.find((each) => each.day === day);
  if (target?.claimedAt) return 'already_claimed';
  if (isAdventureOver(calendar.days, now)) return 'finished';
  const completed =
    day === 'superb'
      ? isAdventureSuperbUnlocked(calendar.days)
      : calendar.days.find((each) => each.day === day)?.isCompleted === true;
  return completed ? null : 'not_completed';
}
