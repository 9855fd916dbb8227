import { configOf } from '@casino/sdk/config';
import { useCasino } from '@casino/widgets';
import { useSyncExternalStore } from 'react';

const NONE: Readonly<Record<string, boolean>> = {};

/** This browser's feature-flag overrides (the `/ffc` page), by flag; none while rendering on the server. */
export function useFlagOverrides(): Readonly<Record<string, boolean>> {
  const { values } = configOf(useCasino()).overrides;
  return useSyncExternalStore(
    (onChange) => values.subscribe(onChange),
    () => values.value,
    () => NONE,
  );
}
