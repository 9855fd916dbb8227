import type { PaymentResult } from '@casino/sdk';
import type { Currency, MethodField, Payment, PaymentMethod } from '@casino/sdk/contract';
import { errorMessageKey } from '@casino/sdk/i18n';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { FormMessage } from '../shell/formMessage';
import { useFieldFocus } from '../shell/useFieldFocus';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { AmountField, type AmountLimits, amountText, checkAmount } from './AmountField';
import { checkMethodFields, MethodFields, methodFieldLabel, NEW_PROFILE, type SavedProfile } from './MethodFields';
import { type PaymentFormErrors, paymentFormErrors, paymentMessageText } from './paymentErrors';
import { useCashboxT } from './useCashboxT';
import { useIdempotencyKey } from './useIdempotencyKey';

/** Internal: what a payment form sends: the amount in minor units and the method's fields. */
export interface PaymentFormRequest {
  amount_cents: number;
  fields: Record<string, string>;
}

/** Props of {@link PaymentForm}. */
export interface PaymentFormProps {
  method: PaymentMethod;
  currency: Currency;
  /** The method's inputs (`getMethodFields().methodFields`). */
  fields: readonly MethodField[];
  limits: AmountLimits;
  /** Amount the input starts with, in minor units; null leaves it empty. */
  initialAmountCents: number | null;
  /** Amounts offered as buttons. Defaults to none. */
  presets?: readonly number[];
  /** Help about the typed amount (minor units, null while unreadable), e.g. the fee. Defaults to none. */
  amountNote?: (cents: number | null) => ReactNode;
  /** A further check of an amount within the bounds, at submit (e.g. the player's deposit limits); null passes. Defaults to none. */
  checkCents?: (cents: number) => FormMessage | null;
  /** Saved cards or accounts to pay with. Defaults to none. */
  savedProfiles?: readonly SavedProfile[];
  /** More inputs above the submit button, given the typed amount (minor units, null while unreadable), e.g. the deposit bonus. Defaults to none. */
  extraFields?: (cents: number | null) => ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** Title of the alert when the platform refuses the payment. */
  failedTitle: string;
  /** Sends the payment with the attempt's idempotency key. */
  send: (request: PaymentFormRequest, idempotencyKey: string) => Promise<PaymentResult>;
  /** Called with the payment the platform created. */
  onPayment: (payment: Payment) => void;
}

/**
 * Internal: the amount and method inputs of a deposit or withdrawal, checked before sending, sent with one
 * idempotency key per attempt; the platform's refusals are shown under their inputs, and nothing typed is lost.
 */
export function PaymentForm({
  method,
  currency,
  fields,
  limits,
  initialAmountCents,
  presets,
  amountNote,
  checkCents,
  savedProfiles = [],
  extraFields,
  submitLabel,
  busyLabel,
  failedTitle,
  send,
  onPayment,
}: PaymentFormProps) {
  const { t, language } = useCashboxT();
  const { register, focus } = useFieldFocus();
  const { keyFor, finish } = useIdempotencyKey();
  const [amount, setAmount] = useState(() =>
    initialAmountCents === null ? '' : amountText(initialAmountCents, currency, language),
  );
  const [values, setValues] = useState<Record<string, string>>({});
  const [savedProfileId, setSavedProfileId] = useState(savedProfiles[0]?.id ?? NEW_PROFILE);
  const [errors, setErrors] = useState<PaymentFormErrors>({ fields: {}, general: [] });
  const [busy, setBusy] = useState(false);
  const usingSaved = savedProfiles.length > 0 && savedProfileId !== NEW_PROFILE;
  const shownFields = usingSaved ? [] : fields;
  const inputs = ['amount', ...shownFields.map((field) => field.name)];

  const showErrors = (next: PaymentFormErrors) => {
    setErrors(next);
    const first = inputs.find((name) => next.fields[name]);
    if (first) focus(first);
    else if (next.general.length > 0) focus('alert');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: Record<string, FormMessage[]> = {};
    const checked = checkAmount(amount, currency, language, limits);
    const refused = 'cents' in checked ? (checkCents?.(checked.cents) ?? null) : checked.error;
    if (refused) found.amount = [refused];
    for (const [name, message] of Object.entries(checkMethodFields(shownFields, values))) found[name] = [message];
    if ('error' in checked || Object.keys(found).length > 0) {
      showErrors({ fields: found, general: [] });
      return;
    }
    const request: PaymentFormRequest = {
      amount_cents: checked.cents,
      fields: usingSaved
        ? { saved_profile_id: savedProfileId }
        : Object.fromEntries(shownFields.map((field) => [field.name, (values[field.name] ?? '').trim()])),
    };
    setBusy(true);
    try {
      const result = await send(request, keyFor(JSON.stringify([method.id, request])));
      if (result.ok) {
        finish();
        setErrors({ fields: {}, general: [] });
        onPayment(result.payment);
      } else {
        showErrors(paymentFormErrors(result.errors, inputs));
      }
    } catch (error) {
      showErrors({ fields: {}, general: [{ key: errorMessageKey(error) }] });
    } finally {
      setBusy(false);
    }
  };

  const labelOf = (name: string) => {
    const field = shownFields.find((candidate) => candidate.name === name);
    return field ? methodFieldLabel(t, field) : t('cashbox.amount.label_short');
  };
  const errorOf = (name: string) => {
    const messages = errors.fields[name];
    return messages && messages.length > 0
      ? messages.map((message) => paymentMessageText(t, message, labelOf(name))).join(' ')
      : undefined;
  };
  const typed = checkAmount(amount, currency, language, { minCents: 0, maxCents: null });

  return (
    <form className="casino-stack" noValidate onSubmit={submit}>
      {errors.general.length > 0 ? (
        <div ref={register('alert')} tabIndex={-1}>
          <Alert title={failedTitle}>
            {errors.general.map((message) => {
              const text = paymentMessageText(t, message);
              return <p key={text}>{text}</p>;
            })}
          </Alert>
        </div>
      ) : null}
      <AmountField
        ref={register('amount')}
        currency={currency}
        limits={limits}
        value={amount}
        onValueChange={setAmount}
        presets={presets}
        note={amountNote?.('cents' in typed ? typed.cents : null)}
        error={errorOf('amount')}
      />
      <MethodFields
        fields={fields}
        values={values}
        onValueChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        errors={Object.fromEntries(fields.map((field) => [field.name, errorOf(field.name)]))}
        register={register}
        savedProfiles={savedProfiles}
        savedProfileId={savedProfileId}
        onSavedProfileChange={setSavedProfileId}
      />
      {extraFields?.('cents' in typed ? typed.cents : null)}
      <Button type="submit" busy={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
