import { isVipManagerOnline } from './managerHours';

describe('isVipManagerOnline', () => {
  const hours = { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00', time_zone: 'Europe/Tallinn' };

  it('is online on his weekdays within his hours, in his time zone', () => {
    // Tuesday 24 November 2026, 09:30 in Tallinn is 07:30 UTC
    expect(isVipManagerOnline(hours, Date.parse('2026-11-24T07:30:00Z'))).toBe(true);
    expect(isVipManagerOnline(hours, Date.parse('2026-11-24T06:59:00Z'))).toBe(false);
    expect(isVipManagerOnline(hours, Date.parse('2026-11-24T16:00:00Z'))).toBe(false);
    // Saturday
    expect(isVipManagerOnline(hours, Date.parse('2026-11-28T10:00:00Z'))).toBe(false);
  });

  it('runs hours ending before they start past midnight, and reads an unknown zone as never', () => {
    const night = { days: [5], from: '22:00', to: '06:00', time_zone: 'UTC' };
    expect(isVipManagerOnline(night, Date.parse('2026-11-27T23:00:00Z'))).toBe(true);
    expect(isVipManagerOnline(night, Date.parse('2026-11-28T05:00:00Z'))).toBe(true);
    expect(isVipManagerOnline(night, Date.parse('2026-11-28T23:00:00Z'))).toBe(false);
    expect(isVipManagerOnline({ ...hours, time_zone: 'Mars/Olympus' }, Date.parse('2026-11-24T07:30:00Z'))).toBe(false);
  });
});
