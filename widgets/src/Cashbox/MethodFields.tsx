import type { MethodField, PaymentMethod } from '@casino/sdk/contract';
import { cardBrand, cardDigits, validateCardCvv, validateCardExpiry, validateCardNumber } from '@casino/sdk/rules';
import { useId } from 'react';
import { type FormMessage, ruleMessage } from '../shell/formMessage';
import { TextField } from '../ui/TextField';
import { useCashboxT } from './useCashboxT';

/** Internal: a saved card or account of the player (`PaymentMethod.savedProfiles`). */
export type SavedProfile = PaymentMethod['savedProfiles'][number];

/** Internal: the value of the saved-profile choice that means "enter new details". */
export const NEW_PROFILE = '';

const CARD_RULED = new Set(['card_number', 'expiry_month', 'expiry_year', 'cvv']);

function matchesPattern(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`).test(value);
  } catch {
    // A pattern this browser cannot read is left to the platform's check.
    return true;
  }
}

/**
 * Internal: checks a method's inputs before sending (empty required inputs, the field's pattern) and a card's with
 * the SDK's card rules (Luhn and refused bins, expiry not past, 3 or 4 digit security code); errors by input name.
 */
export function checkMethodFields(
  fields: readonly MethodField[],
  values: Readonly<Record<string, string>>,
  today: Date = new Date(),
): Record<string, FormMessage> {
  const errors: Record<string, FormMessage> = {};
  const value = (name: string) => (values[name] ?? '').trim();
  for (const field of fields) {
    const text = value(field.name);
    if (text === '') {
      if (field.required) errors[field.name] = ruleMessage('required');
    } else if (!CARD_RULED.has(field.name) && field.pattern !== null && !matchesPattern(field.pattern, text)) {
      errors[field.name] = { key: 'cashbox.method.invalid' };
    }
  }
  const names = new Set(fields.map((field) => field.name));
  const card = (code: string): FormMessage => ({ key: `cashbox.card.${code}` });
  if (names.has('card_number') && !errors.card_number) {
    const code = validateCardNumber(value('card_number'));
    if (code) errors.card_number = card(code);
  }
  if (names.has('expiry_month') && names.has('expiry_year') && !errors.expiry_month && !errors.expiry_year) {
    const code = validateCardExpiry(value('expiry_month'), value('expiry_year'), today);
    if (code) errors.expiry_month = card(code);
  }
  if (names.has('cvv') && !errors.cvv) {
    const code = validateCardCvv(value('cvv'), cardBrand(cardDigits(value('card_number')) ?? ''));
    if (code) errors.cvv = card(code);
  }
  return errors;
}

/** Internal: the label of a method input in the widget language, else the platform's label. */
export function methodFieldLabel(t: (key: string, options?: Record<string, unknown>) => string, field: MethodField) {
  return t(`cashbox.method.field.${field.name}`, { defaultValue: field.label });
}

/** Props of {@link MethodFields}. */
export interface MethodFieldsProps {
  fields: readonly MethodField[];
  values: Readonly<Record<string, string>>;
  onValueChange: (name: string, value: string) => void;
  /** Error text by input name. */
  errors: Readonly<Record<string, string | undefined>>;
  /** Ref callback of an input, to focus the first invalid one. */
  register: (name: string) => (element: HTMLElement | null) => void;
  /** The player's saved cards or accounts to pay with instead of new details. Defaults to none. */
  savedProfiles?: readonly SavedProfile[];
  /** The chosen saved profile's id, or {@link NEW_PROFILE}. */
  savedProfileId?: string;
  onSavedProfileChange?: (id: string) => void;
}

/** Internal: the inputs a payment method needs (card, IBAN, address…) with their autofill hints, or a saved card to use. */
export function MethodFields({
  fields,
  values,
  onValueChange,
  errors,
  register,
  savedProfiles = [],
  savedProfileId = NEW_PROFILE,
  onSavedProfileChange,
}: MethodFieldsProps) {
  const { t } = useCashboxT();
  const group = useId();
  const choices = [
    ...savedProfiles.map((profile) => ({ id: profile.id, label: profile.title })),
    { id: NEW_PROFILE, label: t('cashbox.method.new_details') },
  ];
  return (
    <>
      {savedProfiles.length > 0 ? (
        <fieldset className="casino-fieldset">
          <legend className="casino-field__label">{t('cashbox.method.saved_legend')}</legend>
          {choices.map((choice) => (
            <div key={choice.id} className="casino-choice">
              <input
                type="radio"
                id={`${group}-${choice.id || 'new'}`}
                name={group}
                value={choice.id}
                checked={savedProfileId === choice.id}
                onChange={() => onSavedProfileChange?.(choice.id)}
              />
              <label htmlFor={`${group}-${choice.id || 'new'}`}>{choice.label}</label>
            </div>
          ))}
        </fieldset>
      ) : null}
      {savedProfiles.length > 0 && savedProfileId !== NEW_PROFILE
        ? null
        : fields.map((field) => (
            <TextField
              key={field.name}
              ref={register(field.name)}
              name={field.name}
              label={methodFieldLabel(t, field)}
              type={field.type}
              inputMode={field.type === 'tel' ? 'numeric' : undefined}
              autoComplete={field.autocomplete ?? 'off'}
              required={field.required}
              value={values[field.name] ?? ''}
              onValueChange={(value) => onValueChange(field.name, value)}
              error={errors[field.name]}
            />
          ))}
    </>
  );
}
