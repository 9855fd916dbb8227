import { type DependencyList, useCallback, useEffect, useState } from 'react';

/** Internal: where a load of the cashbox stands. */
export type Loaded<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'loaded'; value: T };

/**
 * Internal: runs `load` now and whenever `deps` change, and again on `reload()` (a "Try again"); an answer that
 * arrives after newer deps is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>, deps: DependencyList): { loaded: Loaded<T>; reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new function each render; the caller's deps say when it changes
  useEffect(() => {
    let current = true;
    setLoaded({ status: 'loading' });
    load().then(
      (value) => current && setLoaded({ status: 'loaded', value }),
      (error: unknown) => current && setLoaded({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [...deps, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { loaded, reload };
}
