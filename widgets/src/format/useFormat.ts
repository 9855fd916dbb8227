import type { Currency } from '@casino/sdk/contract';
import { formatAmount } from '@casino/sdk/rules';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../provider/useT';
import { useCurrencies } from './useCurrencies';

/** How widgets and the site write money, dates and percentages, in the widget language. */
export interface Format {
  /** The platform's currency `code`, or undefined while the currencies load or when the platform lists none. */
  currency(code: string | null | undefined): Currency | undefined;
  /**
   * Minor units of currency `code` (core.md §9; crypto in its display unit). Empty while the currencies load; a
   * currency the platform does not list is written as its minor units and code.
   */
  money(cents: number, code: string): string;
  /** An ISO date and time, medium date and short time. */
  dateTime(iso: string): string;
  /** A whole percentage (24 → "24%"). */
  percent(value: number): string;
  /** A count, such as comp points, with the language's grouping (1250 → "1,250"). */
  count(value: number): string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const percentFormats = new Map<string, Intl.NumberFormat>();
const countFormats = new Map<string, Intl.NumberFormat>();

/** The formatter of `language` in `cache`, made on first use and shared: making one costs milliseconds on a phone. */
function formatterOf<F>(cache: Map<string, F>, language: string, make: () => F): F {
  const made = cache.get(language) ?? make();
  cache.set(language, made);
  return made;
}

/** The one {@link Format} of the widget language: every amount, date and percentage a widget shows goes through it. */
export function useFormat(): Format {
  // The currencies load (with the schema that checks them) after the first render that asked for one: a widget that
  // shows a guest no amount loads neither.
  const [asked, setAsked] = useState(false);
  const askedInRender = useRef(false);
  const { currencies } = useCurrencies(asked);
  useEffect(() => {
    if (askedInRender.current) setAsked(true);
  });
  const { language } = useT();
  return useMemo(() => {
    const dates = () =>
      formatterOf(
        dateFormats,
        language,
        () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
      );
    const percents = () =>
      formatterOf(percentFormats, language, () => new Intl.NumberFormat(language, { style: 'percent' }));
    const currency = (code: string | null | undefined) => {
      if (!code) return undefined;
      askedInRender.current = true;
      return currencies.find((candidate) => candidate.code === code);
    };
    return {
      currency,
      money(cents, code) {
        const unit = currency(code);
        if (unit) return formatAmount(cents, unit, { locale: language });
        return currencies.length === 0 ? '' : `${cents} ${code}`;
      },
      dateTime: (iso) => dates().format(new Date(iso)),
      percent: (value) => percents().format(value / 100),
      count: (value) => formatterOf(countFormats, language, () => new Intl.NumberFormat(language)).format(value),
    };
  }, [currencies, language]);
}
