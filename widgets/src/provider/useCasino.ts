import type { Casino } from '@casino/sdk';
import { useCasinoContext } from './useCasinoContext';

/** The casino of the nearest {@link CasinoProvider}; throws with the fix when there is none. */
export function useCasino(): Casino {
  return useCasinoContext('useCasino').casino;
}
