import type { Currency } from '@casino/sdk/contract';
import { displayUnit, formatAmount, parseAmount } from '@casino/sdk/rules';
import type { ReactNode, Ref } from 'react';
import type { FormMessage } from '../shell/formMessage';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { useCashboxT } from './useCashboxT';

/** Internal: the amounts a payment form accepts, in minor units; a null maximum means no upper bound. */
export interface AmountLimits {
  minCents: number;
  maxCents: number | null;
}

/** Internal: minor units as the amount input shows them: a plain number in the currency's display unit (`1,250.5`). */
export function amountText(cents: number, currency: Currency, language: string): string {
  const unit = displayUnit(currency.code).label;
  return formatAmount(cents, { ...currency, fiat: false }, { locale: language }).slice(0, -(unit.length + 1));
}

/** Internal: the typed amount in minor units, or why it is refused (unreadable, under the minimum, over the maximum). */
export function checkAmount(
  text: string,
  currency: Currency,
  language: string,
  limits: AmountLimits,
): { cents: number } | { error: FormMessage } {
  const cents = parseAmount(text, currency, language);
  const format = (value: number) => formatAmount(value, currency, { locale: language });
  if (cents === null || cents <= 0) return { error: { key: 'cashbox.amount.invalid' } };
  if (cents < limits.minCents)
    return { error: { key: 'cashbox.amount.too_small', options: { min: format(limits.minCents) } } };
  if (limits.maxCents !== null && cents > limits.maxCents) {
    return { error: { key: 'cashbox.amount.too_large', options: { max: format(limits.maxCents) } } };
  }
  return { cents };
}

/** Props of {@link AmountField}. */
export interface AmountFieldProps {
  currency: Currency;
  limits: AmountLimits;
  /** The typed text, in the currency's display unit. */
  value: string;
  onValueChange: (value: string) => void;
  /** Amounts offered as buttons, in minor units. Defaults to none. */
  presets?: readonly number[];
  /** More help under the input, e.g. the fee. Defaults to none. */
  note?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Internal: the amount of a payment in major (display) units with its bounds, and preset amounts to pick. */
export function AmountField({
  currency,
  limits,
  value,
  onValueChange,
  presets = [],
  note,
  error,
  ref,
}: AmountFieldProps) {
  const { t, language } = useCashboxT();
  const format = (cents: number) => formatAmount(cents, currency, { locale: language });
  const bounds =
    limits.maxCents === null
      ? t('cashbox.amount.bounds_min', { min: format(limits.minCents) })
      : t('cashbox.amount.bounds', { min: format(limits.minCents), max: format(limits.maxCents) });
  const typed = parseAmount(value, currency, language);
  return (
    <div className="casino-stack casino-stack--tight">
      <TextField
        ref={ref}
        label={t('cashbox.amount.label', { unit: displayUnit(currency.code).label })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        value={value}
        onValueChange={onValueChange}
        hint={
          note ? (
            <>
              {bounds}. {note}
            </>
          ) : (
            `${bounds}.`
          )
        }
        error={error}
      />
      {presets.length > 0 ? (
        <fieldset className="casino-fieldset casino-fieldset--row">
          <legend className="casino-visually-hidden">{t('cashbox.amount.presets')}</legend>
          {presets.map((cents) => (
            <Button
              key={cents}
              variant="secondary"
              aria-pressed={typed === cents}
              onClick={() => onValueChange(amountText(cents, currency, language))}
            >
              {format(cents)}
            </Button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
