import type { AmountCurrency } from '@casino/sdk/rules';
import { formatAmount } from '@casino/sdk/rules';

/** Demo play's currency: fun money in hundredths, shown as "FUN". */
export const FUN_UNIT: AmountCurrency = { code: 'FUN', subunits_to_unit: 100, fiat: true };

/** Formats minor units of one currency in the page's language. */
export type FormatMoney = (cents: number) => string;

/** A {@link FormatMoney} for a currency and language, with the SDK's amount rules. */
export function moneyFormat(unit: AmountCurrency, locale: string): FormatMoney {
  return (cents) => formatAmount(cents, unit, { locale });
}
