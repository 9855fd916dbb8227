import type { DependencyList } from 'react';
import { useLoad } from '../provider/useLoad';

/** Internal: where a load of the cashbox stands. */
export type Loaded<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'loaded'; value: T };

/** Internal: {@link useLoad} as the cashbox's steps read it: loading, failed or loaded, and `reload()` for a "Try again". */
export function useLoaded<T>(load: () => Promise<T>, deps: DependencyList): { loaded: Loaded<T>; reload: () => void } {
  const { data, status, error, reload } = useLoad(load, deps);
  let loaded: Loaded<T> = { status: 'loading' };
  if (status === 'ready') loaded = { status: 'loaded', value: data as T };
  else if (status === 'error') loaded = { status: 'failed', error };
  return { loaded, reload: () => void reload() };
}
