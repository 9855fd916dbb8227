import { formatAmount } from '@casino/sdk/rules';
import { useMemo } from 'react';
import { useCasinoState } from '../provider/useCasinoState';
import { useBonusesT } from './useBonusesT';

/** Internal: how the bonus widgets write money, dates and percentages in the widget language. */
export interface BonusFormat {
  /** Minor units of a currency (crypto in its display unit); a currency the platform does not list as code and minor units. */
  money(cents: number, currencyCode: string): string;
  /** An ISO date and time, medium date and short time. */
  dateTime(iso: string): string;
  /** A whole percentage (24 → "24%"). */
  percent(value: number): string;
}

/** Internal: the {@link BonusFormat} of the widget language. */
export function useBonusFormat(): BonusFormat {
  const { currencies } = useCasinoState();
  const { language } = useBonusesT();
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const percents = new Intl.NumberFormat(language, { style: 'percent' });
    return {
      money(cents, currencyCode) {
        const currency = currencies.find((candidate) => candidate.code === currencyCode);
        return currency ? formatAmount(cents, currency, { locale: language }) : `${cents} ${currencyCode}`;
      },
      dateTime: (iso) => dates.format(new Date(iso)),
      percent: (value) => percents.format(value / 100),
    };
  }, [currencies, language]);
}
