/**
 * How long ago a moment was, in words of a language ("5 minutes ago", "vor 2 Stunden"); under a minute gives null
 * (the widget says "just now").
 */
export function relativeTime(language: string, thenMs: number, nowMs: number): string | null {
  const minutes = Math.floor((nowMs - thenMs) / 60_000);
  if (minutes < 1) return null;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}
