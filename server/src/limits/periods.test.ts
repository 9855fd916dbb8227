import { periodBounds } from './periods';

describe('periodBounds (calendar periods in UTC)', () => {
  const now = new Date('2026-03-04T15:30:00Z'); // a Wednesday

  it('daily runs from midnight to midnight', () => {
    expect(periodBounds('daily', now)).toEqual({
      start: new Date('2026-03-04T00:00:00Z'),
      end: new Date('2026-03-05T00:00:00Z'),
    });
  });

  it('weekly runs from Monday, also on a Sunday', () => {
    expect(periodBounds('weekly', now).start).toEqual(new Date('2026-03-02T00:00:00Z'));
    expect(periodBounds('weekly', new Date('2026-03-08T23:59:00Z'))).toEqual({
      start: new Date('2026-03-02T00:00:00Z'),
      end: new Date('2026-03-09T00:00:00Z'),
    });
  });

  it('monthly runs from the 1st, across the year end', () => {
    expect(periodBounds('monthly', new Date('2026-12-31T23:00:00Z'))).toEqual({
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
  });
});
