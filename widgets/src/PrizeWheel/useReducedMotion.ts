import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The media query, where the browser has one (not during server rendering or in every test environment). */
function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

/** Internal: whether the player asked for reduced motion (`prefers-reduced-motion: reduce`); follows changes. Defaults to `false`. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = query();
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => query()?.matches ?? false,
    () => false,
  );
}
