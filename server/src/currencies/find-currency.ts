import { formatAmount } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';

/** A currency of the reference data, as the amount formatter takes it. */
export interface CurrencyUnit {
  code: string;
  subunits_to_unit: number;
  fiat: boolean;
}

/** The casino's currency `code`, or null when it has none by that code. */
export async function findCurrency(db: Queryable, code: string): Promise<CurrencyUnit | null> {
  const [row] = await db.query<CurrencyUnit>('select code, subunits_to_unit, fiat from currencies where code = $1', [
    code,
  ]);
  return row ?? null;
}

/** Formats minor units of currency `code` for a message, with the currency's units; bare minor units when unknown. */
export async function amountFormatter(db: Queryable, code: string): Promise<(cents: number) => string> {
  const currency = await findCurrency(db, code);
  return (cents) => (currency ? formatAmount(cents, currency) : `${cents}`);
}
