import type { Resource, ResourceStatus } from '@casino/sdk';
import type { ReadonlySignal } from '@preact/signals-react';
import { useSyncExternalStore } from 'react';

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
 * The values of an SDK resource (e.g. `casino.limits.resource`); the component re-renders when its data, status or
 * error changes, and only then.
 */
export function useResource<T>(resource: Resource<T>): ResourceView<T> {
  return {
    data: useSignalValue(resource.data),
    status: useSignalValue(resource.status),
    error: useSignalValue(resource.error),
    reload: resource.reload,
  };
}
