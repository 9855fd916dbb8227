import { formatAmount } from '@casino/sdk/rules';
import { useCallback } from 'react';
import { useCasinoState } from '../provider/useCasinoState';
import { useCashboxT } from './useCashboxT';

/**
 * Internal: formats minor units of a currency in the widget language (core.md §9, crypto in its display unit). A
 * currency the platform does not list is shown as its code and minor units.
 */
export function useFormatMoney(): (cents: number, currencyCode: string) => string {
  const { currencies } = useCasinoState();
  const { language } = useCashboxT();
  return useCallback(
    (cents: number, currencyCode: string) => {
      const currency = currencies.find((candidate) => candidate.code === currencyCode);
      return currency ? formatAmount(cents, currency, { locale: language }) : `${cents} ${currencyCode}`;
    },
    [currencies, language],
  );
}
