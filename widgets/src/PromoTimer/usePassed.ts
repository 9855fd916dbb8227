import { useEffect, useState } from 'react';

/** The longest delay `setTimeout` keeps (about 24.8 days); a later moment is checked again then. */
const LONGEST_TIMEOUT_MS = 2_147_483_647;

/** Internal: whether the moment `iso` has passed, turning true when it does (one timer, no ticking). */
export function usePassed(iso: string): boolean {
  const at = Date.parse(iso);
  const [passed, setPassed] = useState(() => Date.now() >= at);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const left = at - Date.now();
      setPassed(left <= 0);
      if (left > 0) timer = setTimeout(check, Math.min(left, LONGEST_TIMEOUT_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [at]);
  return passed;
}
