import type { PaymentResult } from '@casino/sdk';
import type { Currency, MethodField, Payment, PaymentMethod } from '@casino/sdk/contract';
import { parseAmount } from '@casino/sdk/rules';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import type { FormMessage } from '../shell/formMessage';
import { type FormProblems, useForm } from '../shell/useForm';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { AmountField, type AmountLimits, amountText, checkAmount } from './AmountField';
import { checkMethodFields, MethodFields, methodFieldLabel, NEW_PROFILE, type SavedProfile } from './MethodFields';
import { paymentMessage, paymentMessageText } from './paymentErrors';
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

/** The input a refused payment's field belongs to: `amount_cents` to the amount, `fields.<name>` to the method's input. */
function inputOf(serverField: string): string | undefined {
  if (serverField === 'amount_cents') return 'amount';
  return serverField.startsWith('fields.') ? serverField.slice('fields.'.length) : undefined;
}

/**
 * Internal: the amount and method inputs of a deposit or withdrawal on the form hook, checked before sending, sent
 * with one idempotency key per attempt; the platform's refusals are shown under their inputs (the rest, a limit's
 * refusal on `base` say, above the form), and nothing typed is lost.
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
  const { keyFor, finish } = useIdempotencyKey();
  const [savedProfileId, setSavedProfileId] = useState(savedProfiles[0]?.id ?? NEW_PROFILE);
  const usingSaved = savedProfiles.length > 0 && savedProfileId !== NEW_PROFILE;
  const shownFields = usingSaved ? [] : fields;
  const inputs = ['amount', ...shownFields.map((field) => field.name)];
  /** Whether the last attempt was refused as a whole (a limit on `base`, no connection): its alert gets the focus. */
  const refusedAsWhole = useRef(false);

  const labelOf = (name: string) => {
    const field = shownFields.find((candidate) => candidate.name === name);
    return field ? methodFieldLabel(t, field) : t('cashbox.amount.label_short');
  };
  const form = useForm<Record<string, string>>({
    initial: () => ({ amount: initialAmountCents === null ? '' : amountText(initialAmountCents, currency, language) }),
    fields: inputs,
    t,
    fieldOf: inputOf,
    messageOf: (serverField, server) => {
      const input = inputOf(serverField);
      return paymentMessage(t, server, input !== undefined && inputs.includes(input) ? labelOf(input) : undefined);
    },
    validate: (values): FormProblems => {
      const checked = checkAmount(values.amount ?? '', currency, language, limits);
      const amount = 'cents' in checked ? (checkCents?.(checked.cents) ?? null) : checked.error;
      const found: Record<string, FormMessage[]> = amount ? { amount: [amount] } : {};
      for (const [name, message] of Object.entries(checkMethodFields(shownFields, values))) found[name] = [message];
      return found;
    },
    send: async (values) => {
      const request: PaymentFormRequest = {
        // `validate` has read the amount: a positive number of minor units.
        amount_cents: parseAmount(values.amount ?? '', currency, language) ?? 0,
        fields: usingSaved
          ? { saved_profile_id: savedProfileId }
          : Object.fromEntries(shownFields.map((field) => [field.name, (values[field.name] ?? '').trim()])),
      };
      // A call that throws (no connection, a 5xx) is refused as a whole.
      refusedAsWhole.current = true;
      const result = await send(request, keyFor(JSON.stringify([method.id, request])));
      if (!result.ok) {
        refusedAsWhole.current = !Object.keys(result.errors).some((field) => inputs.includes(inputOf(field) ?? ''));
        return { errors: result.errors };
      }
      refusedAsWhole.current = false;
      finish();
      onPayment(result.payment);
      return undefined;
    },
  });
  const { register, errorOf, formErrors, busy } = form;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    refusedAsWhole.current = false;
    if (!(await form.submit(event)) && refusedAsWhole.current) form.focus('alert');
  };
  const typed = checkAmount(form.text('amount'), currency, language, { minCents: 0, maxCents: null });

  return (
    <form className="casino-stack" noValidate onSubmit={submit}>
      {formErrors.length > 0 ? (
        <div ref={register('alert')} tabIndex={-1}>
          <Alert title={failedTitle}>
            {formErrors.map((message) => {
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
        value={form.text('amount')}
        onValueChange={(value) => form.set('amount', value)}
        presets={presets}
        note={amountNote?.('cents' in typed ? typed.cents : null)}
        error={errorOf('amount')}
      />
      <MethodFields
        fields={fields}
        values={form.values}
        onValueChange={form.set}
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
