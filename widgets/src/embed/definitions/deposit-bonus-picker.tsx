import * as z from 'zod/mini';
import { DepositBonusPicker, type DepositBonusPickerProps } from '../../DepositBonusPicker/DepositBonusPicker';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/**
 * Props of the embedded deposit bonus picker: it keeps its own choice; `currency` and `amount-cents` are attributes,
 * so they may be missing until the page sets them (no amount: offers say what they give at most).
 */
export type EmbeddedDepositBonusPickerProps = Partial<Omit<DepositBonusPickerProps, 'value' | 'amountCents'>> & {
  /** The deposit's amount in minor units. Defaults to none. */
  amountCents?: number;
};

/** The picker once it knows the deposit's currency; nothing before. */
function EmbeddedDepositBonusPicker({ currency, amountCents, ...props }: EmbeddedDepositBonusPickerProps) {
  return currency ? <DepositBonusPicker currency={currency} amountCents={amountCents ?? null} {...props} /> : null;
}

const minorUnits = z.pipe(
  z.union([z.int().check(z.nonnegative()), z.string().check(z.regex(/^\d{1,15}$/))]),
  z.transform((value) => Number(value)),
);

/** The deposit bonus choice: `currency`, `amount-cents` and `default-value` attributes, `casino:bonus-change` with the chosen code. */
export const depositBonusPickerWidget: WidgetDefinition<EmbeddedDepositBonusPickerProps> = {
  name: 'deposit-bonus-picker',
  reservedSize: '0px',
  component: EmbeddedDepositBonusPicker,
  events: {
    onChange: (code) => ['casino:bonus-change', { code }],
  },
  attributes: {
    currency: schemaParser(z.string().check(z.regex(/^[A-Z0-9]{3,10}$/))),
    amountCents: schemaParser(minorUnits),
    defaultValue: schemaParser(z.string().check(z.minLength(1), z.maxLength(100))),
  },
};
