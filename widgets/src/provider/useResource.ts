import type { Resource, ResourceStatus } from '@casino/sdk';
import type { ReadonlySignal } from '@preact/signals-react';
import { useEffect, useSyncExternalStore } from 'react';

/** What a widget shows of a resource: its signals' values, and `reload` to load it again. */
export interface ResourceView<T> {
  data: T;
  status: ResourceStatus;
  error: unknown;
  reload: () => Promise<void>;
}

function useSignalValue<T>(value: ReadonlySignal<T>): T {
  return useSyncExternalStore(
    (onChange) => value.subscribe(onChange),
    () => value.value,
    () => value.value,
  );
}

/**
 * When a component loads the resource it shows: `once` when it is not loaded yet (or its last load failed), `fresh`
 * every time (the last answer shows while the new one loads), `never` leaves loading to others.
 */
export type ResourceLoad = 'once' | 'fresh' | 'never';

/**
 * The values of an SDK resource (e.g. `casino.limits.resource`); the component re-renders when its data, status or
 * error changes, and only then. With `load`, mounting the component (or changing `resource`, e.g. another key of a
 * family) loads it.
 */
export function useResource<T>(resource: Resource<T>, load: ResourceLoad = 'never'): ResourceView<T> {
  useEffect(() => {
    if (load === 'once') void resource.ensure();
    else if (load === 'fresh') void resource.reload();
  }, [resource, load]);
  return {
    data: useSignalValue(resource.data),
    status: useSignalValue(resource.status),
    error: useSignalValue(resource.error),
    reload: resource.reload,
  };
}
