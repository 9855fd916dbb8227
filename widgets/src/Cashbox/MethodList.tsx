import type { Currency, PaymentAction, PaymentMethod } from '@casino/sdk/contract';
import { formatAmount } from '@casino/sdk/rules';
import { useId } from 'react';
import { useCashboxT } from './useCashboxT';

/** Props of {@link MethodList}. */
export interface MethodListProps {
  /** Legend of the group, e.g. "Deposit method". */
  legend: string;
  /** Whether the methods pay in or out: an instant withdrawal still waits for its approval. */
  action: PaymentAction;
  methods: readonly PaymentMethod[];
  /** Currency of the methods' bounds and fees. */
  currency: Currency;
  /** Id of the chosen method. */
  selectedId: string;
  onSelect: (id: string) => void;
}

/** Internal: the payment methods of a currency as a radio group, each with its fee, processing time and amount bounds. */
export function MethodList({ legend, action, methods, currency, selectedId, onSelect }: MethodListProps) {
  const { t } = useCashboxT();
  const name = useId();
  return (
    <fieldset className="casino-fieldset">
      <legend className="casino-field__label">{legend}</legend>
      {methods.map((method) => (
        <MethodOption
          key={method.id}
          method={method}
          currency={currency}
          name={name}
          checked={method.id === selectedId}
          onSelect={onSelect}
          action={action}
          title={t(`cashbox.method.name.${method.id}`, { defaultValue: method.title ?? method.brand })}
        />
      ))}
    </fieldset>
  );
}

interface MethodOptionProps {
  method: PaymentMethod;
  currency: Currency;
  name: string;
  checked: boolean;
  title: string;
  action: PaymentAction;
  onSelect: (id: string) => void;
}

function MethodOption({ method, currency, name, checked, title, action, onSelect }: MethodOptionProps) {
  const { t, language } = useCashboxT();
  const id = useId();
  const format = (cents: number) => formatAmount(cents, currency, { locale: language });
  const { minAmountCents, maxAmountCents } = method.termsOfService.restrictions;
  const { percent, fixedCents } = method.fee;
  const percentText = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
  const fee =
    percent === 0 && fixedCents === 0
      ? t('cashbox.method.no_fee')
      : t('cashbox.method.fee', {
          fee: fixedCents === 0 ? percentText : `${percentText} + ${format(fixedCents)}`,
        });
  const instant = action === 'deposit' ? t('cashbox.method.instant') : t('cashbox.method.instant_approved');
  const time = method.processingTime.seconds === 0 ? instant : method.processingTime.text;
  const bounds =
    maxAmountCents === null
      ? t('cashbox.method.bounds_min', { min: format(minAmountCents) })
      : t('cashbox.method.bounds', { min: format(minAmountCents), max: format(maxAmountCents) });
  return (
    <div className="casino-choice">
      <input
        type="radio"
        id={`${id}-radio`}
        name={name}
        value={method.id}
        checked={checked}
        aria-describedby={`${id}-details`}
        onChange={() => onSelect(method.id)}
      />
      <div className="casino-field">
        <label htmlFor={`${id}-radio`}>{title}</label>
        <span id={`${id}-details`} className="casino-field__hint">
          {[fee, time, bounds].join(' · ')}
        </span>
      </div>
    </div>
  );
}
