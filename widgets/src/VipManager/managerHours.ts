import type { VipManager } from '@casino/sdk/contract';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The ISO weekday (1 Monday … 7 Sunday) and the `HH:MM` time of `now` in `timeZone`. */
function localTime(now: number, timeZone: string): { weekday: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(now));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return { weekday: WEEKDAYS.indexOf(part('weekday')) + 1, time: `${part('hour')}:${part('minute')}` };
}

/**
 * Internal: whether a VIP manager is at work at `now`: on one of his weekdays, between `from` (included) and `to` (excluded) in
 * his time zone; hours ending before they start run past midnight (the day they start counts). An unknown time zone
 * reads as never.
 */
export function isVipManagerOnline(hours: VipManager['hours'], now: number): boolean {
  let local: { weekday: number; time: string };
  try {
    local = localTime(now, hours.time_zone);
  } catch {
    return false;
  }
  const { from, to, days } = hours;
  if (from <= to) return days.includes(local.weekday) && local.time >= from && local.time < to;
  const yesterday = local.weekday === 1 ? 7 : local.weekday - 1;
  return (days.includes(local.weekday) && local.time >= from) || (days.includes(yesterday) && local.time < to);
}
