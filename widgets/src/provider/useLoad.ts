import { createResource } from '@casino/sdk';
import { type DependencyList, useMemo, useRef } from 'react';
import { type ResourceView, useResource } from './useResource';

/** Options of {@link useLoad}. */
export interface LoadOptions {
  /** Shows the answer for the previous deps until the new one arrives (a check that follows the profile), instead of nothing. Defaults to `false`. */
  keepPrevious?: boolean;
}

/**
 * A load only this component shows (a bonus's cancel terms, a page of payment history, a token spent once): an SDK
 * resource made for `deps` and loaded when they change, so an answer for older deps never shows. `null` loads
 * nothing (status `idle`). `reload()` loads again, for a "Try again". Remote state other widgets share is a resource
 * of an SDK module instead.
 */
export function useLoad<T>(
  load: (() => Promise<T>) | null,
  deps: DependencyList,
  { keepPrevious = false }: LoadOptions = {},
): ResourceView<T | undefined> {
  const previous = useRef<T | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new function each render; the caller's deps say when it changes
  const resource = useMemo(
    () =>
      createResource<T | undefined>({
        load: load ?? (async () => undefined),
        initial: keepPrevious ? previous.current : undefined,
      }),
    [...deps],
  );
  const view = useResource(resource, load ? 'once' : 'never');
  previous.current = load ? view.data : undefined;
  return view;
}
