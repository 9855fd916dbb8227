import type { Currency } from '@casino/sdk/contract';
import { useCasino } from '../provider/useCasino';
import { useResource } from '../provider/useResource';

/** The platform's currencies as a widget reads them, and whether they are still loading. */
export interface CurrenciesView {
  /** Empty until loaded, or when they could not be loaded. */
  currencies: Currency[];
  /** Whether they are being loaded (or are about to be), so that empty does not yet mean unavailable. */
  loading: boolean;
}

/**
 * The platform's currencies, loaded on first use (`casino.info.currencies`) when `needed`: a widget that shows amounts
 * only to players passes whether one is signed in, so that a guest's page loads neither them nor the schema that
 * checks them.
 */
export function useCurrencies(needed = true): CurrenciesView {
  const casino = useCasino();
  const { data, status } = useResource(casino.info.currencies, needed ? 'once' : 'never');
  return { currencies: data, loading: needed && data.length === 0 && (status === 'idle' || status === 'loading') };
}
