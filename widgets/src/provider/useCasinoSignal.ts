import type { CasinoState } from '@casino/sdk';
import { computed } from '@preact/signals-react';
import { useMemo, useRef, useSyncExternalStore } from 'react';
import { useCasinoContext } from './useCasinoContext';

/**
 * What `select` reads from `casino.state`, e.g. `useCasinoSignal((state) => state.loginState.value)`. The component
 * re-renders when the selected value changes, and only then: a balance frame does not re-render a widget that
 * selects the login state. Select a signal's value or a plain value; a new object each time re-renders on every
 * change of the signals it reads.
 */
export function useCasinoSignal<T>(select: (state: CasinoState) => T): T {
  const { state } = useCasinoContext('useCasinoSignal').casino;
  const latest = useRef(select);
  latest.current = select;
  const selected = useMemo(() => computed(() => latest.current(state)), [state]);
  const subscribe = useMemo(() => (onChange: () => void) => selected.subscribe(onChange), [selected]);
  const read = () => selected.value;
  return useSyncExternalStore(subscribe, read, read);
}
