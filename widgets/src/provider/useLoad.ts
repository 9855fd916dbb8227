import { createResource } from '@casino/sdk';
import { type DependencyList, useMemo } from 'react';
import { type ResourceView, useResource } from './useResource';

/**
 * A load only this component shows (a bonus's cancel terms, a page of payment history, a token spent once): an SDK
 * resource made for `deps` and loaded when they change, so an answer for older deps never shows. `null` loads
 * nothing (status `idle`). `reload()` loads again, for a "Try again". Remote state other widgets share is a resource
 * of an SDK module instead.
 */
export function useLoad<T>(load: (() => Promise<T>) | null, deps: DependencyList): ResourceView<T | undefined> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new function each render; the caller's deps say when it changes
  const resource = useMemo(
    () => createResource<T | undefined>({ load: load ?? (async () => undefined), initial: undefined }),
    [...deps],
  );
  return useResource(resource, load ? 'once' : 'never');
}
