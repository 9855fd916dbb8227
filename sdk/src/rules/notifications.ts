/** How long a notification lives (core.md §4, §9): 2 hours. */
export const NOTIFICATION_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** The most unseen notifications the bell counts in figures; above it the badge says `9+` (core.md §4). */
export const BELL_BADGE_MAX = 9;

/** What the bell's badge says for `count` unseen notifications: `''` for none, `'1'`…`'9'`, else `'9+'`. */
export function bellBadge(count: number): string {
  if (count <= 0) return '';
  return count > BELL_BADGE_MAX ? `${BELL_BADGE_MAX}+` : String(count);
}

/** Whether a notification created at `createdAt` (ms) has outlived {@link NOTIFICATION_LIFETIME_MS} at `now`. */
export function isNotificationExpired(createdAt: number, now: number): boolean {
  return now - createdAt >= NOTIFICATION_LIFETIME_MS;
}
