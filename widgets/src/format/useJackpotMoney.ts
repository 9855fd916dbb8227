import { JACKPOT_FRACTION_DIGITS, jackpotMajorAmount } from '@casino/sdk/rules';
import { useMemo } from 'react';
import { useT } from '../provider/useT';

/** Writes a jackpot amount: cents and the jackpot's currency code. */
export type JackpotMoney = (cents: number, code: string) => string;

const formats = new Map<string, { format: Intl.NumberFormat; suffix: string }>();

/** Two decimals in currency `code`, or a plain number followed by the code where Intl knows no such currency (crypto). */
function formatOf(language: string, code: string): { format: Intl.NumberFormat; suffix: string } {
  const key = `${language} ${code}`;
  const known = formats.get(key);
  if (known) return known;
  const digits = { minimumFractionDigits: JACKPOT_FRACTION_DIGITS, maximumFractionDigits: JACKPOT_FRACTION_DIGITS };
  let made: { format: Intl.NumberFormat; suffix: string };
  try {
    made = { format: new Intl.NumberFormat(language, { style: 'currency', currency: code, ...digits }), suffix: '' };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    made = { format: new Intl.NumberFormat(language, digits), suffix: ` ${code}` };
  }
  formats.set(key, made);
  return made;
}

/**
 * How the jackpot widgets write amounts (loyalty.md §5: cents divided by 100, two decimals, whatever the currency's
 * own subunits), in the widget language. Beside `useFormat`, which every widget carries, so that only jackpot widgets
 * carry this; one formatter per language and currency, cheap enough to call on every animation frame.
 */
export function useJackpotMoney(): JackpotMoney {
  const { language } = useT();
  return useMemo(
    () => (cents, code) => {
      const { format, suffix } = formatOf(language, code);
      return `${format.format(jackpotMajorAmount(cents))}${suffix}`;
    },
    [language],
  );
}
