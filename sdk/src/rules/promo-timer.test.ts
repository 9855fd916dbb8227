import { countdownParts, promoStatus, promoTimer } from './promo-timer';

const dates = { start_at: '2026-12-01T10:00:00Z', end_at: '2026-12-08T10:00:00Z' };
const at = (iso: string) => Date.parse(iso);

describe('promo timer', () => {
  it('derives the status from time: future before the start, active before the end, archive from the end on', () => {
    expect(promoStatus(dates, at('2026-12-01T09:59:59Z'))).toBe('future');
    expect(promoStatus(dates, at('2026-12-01T10:00:00Z'))).toBe('active');
    expect(promoStatus(dates, at('2026-12-08T09:59:59.999Z'))).toBe('active');
    expect(promoStatus(dates, at('2026-12-08T10:00:00Z'))).toBe('archive');
  });

  it('counts down to the start when future, to the end when active, and not at all when archive', () => {
    expect(promoTimer(dates, at('2026-12-01T09:00:00Z'))).toEqual({
      status: 'future',
      target: at(dates.start_at),
      remainingMs: 3_600_000,
    });
    expect(promoTimer(dates, at('2026-12-07T10:00:00Z'))).toEqual({
      status: 'active',
      target: at(dates.end_at),
      remainingMs: 86_400_000,
    });
    expect(promoTimer(dates, at('2026-12-09T00:00:00Z'))).toEqual({
      status: 'archive',
      target: null,
      remainingMs: null,
    });
  });

  it('splits a countdown in days, hours, minutes and seconds, rounding up to the second', () => {
    expect(countdownParts(2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(-50)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
