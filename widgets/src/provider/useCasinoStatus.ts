import type { CasinoStartStatus } from './context';
import { useCasinoContext } from './useCasinoContext';

/** Whether the provider's `casino.start()` is still loading, done, or failed (with a `retry`). */
export function useCasinoStatus(): CasinoStartStatus {
  return useCasinoContext('useCasinoStatus').start;
}
