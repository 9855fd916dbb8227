import { useEffect, useState } from 'react';

/** How often the sidebar's local time refreshes (core.md §9). */
export const LOCAL_TIME_REFRESH_MS = 15_000;

/** The current time on the visitor's clock, refreshed every {@link LOCAL_TIME_REFRESH_MS}. */
export function useLocalTime(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), LOCAL_TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
