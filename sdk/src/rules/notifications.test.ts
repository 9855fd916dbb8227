import { BELL_BADGE_MAX, bellBadge, isNotificationExpired, NOTIFICATION_LIFETIME_MS } from './notifications';

describe('the bell (core.md §4, §9)', () => {
  it('shows nothing for 0, the count up to 9, then 9+', () => {
    expect(BELL_BADGE_MAX).toBe(9);
    expect(bellBadge(0)).toBe('');
    expect(bellBadge(-1)).toBe('');
    expect(bellBadge(1)).toBe('1');
    expect(bellBadge(9)).toBe('9');
    expect(bellBadge(10)).toBe('9+');
    expect(bellBadge(250)).toBe('9+');
  });

  it('lets a notification live 2 hours', () => {
    expect(NOTIFICATION_LIFETIME_MS).toBe(7_200_000);
    const created = Date.parse('2026-11-22T10:00:00Z');
    expect(isNotificationExpired(created, created + NOTIFICATION_LIFETIME_MS - 1)).toBe(false);
    expect(isNotificationExpired(created, created + NOTIFICATION_LIFETIME_MS)).toBe(true);
  });
});
