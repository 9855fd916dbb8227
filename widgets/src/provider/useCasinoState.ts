import type { CasinoState } from '@casino/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { useCasinoContext } from './useCasinoContext';

/** The current value of every signal of `casino.state`. */
export type CasinoStateValues = { readonly [K in keyof CasinoState]: CasinoState[K]['value'] };

/** Reads every `casino.state` signal and re-renders the component when one of them changes. */
export function useCasinoState(): CasinoStateValues {
  useSignals();
  const { state } = useCasinoContext('useCasinoState').casino;
  const values: Partial<Record<keyof CasinoState, unknown>> = {};
  for (const key of Object.keys(state) as (keyof CasinoState)[]) values[key] = state[key].value;
  return values as CasinoStateValues;
}
