import { useEffect, useState } from 'react';

/** Internal: the time in ms, read again every `intervalMs` while `ticking` (a countdown's clock). */
export function useNow(intervalMs: number, ticking = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, ticking]);
  return now;
}
