import type { PlayerField, PlayerFields } from '@casino/sdk/contract';

/** Internal: a field the registration context asks for, with how to render it. */
export interface RegistrationField {
  name: string;
  type: PlayerField['type'];
  /** Choices of a select. */
  choices: readonly string[];
  /** Browser autofill hint. */
  autoComplete?: string;
}

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  nickname: 'nickname',
  first_name: 'given-name',
  last_name: 'family-name',
  date_of_birth: 'bday',
  gender: 'sex',
  mobile_phone: 'tel',
  city: 'address-level2',
  state: 'address-level1',
  address: 'street-address',
  postal_code: 'postal-code',
  password_confirmation: 'new-password',
};

/** Fields every registration form has, whatever the context says. */
const BASE_FIELDS = new Set(['email', 'password', 'currency', 'country', 'terms_acceptance']);

/** Internal: the extra fields of the registration context, in its order, typed by the platform's field list (text when unlisted). */
export function registrationFields(playerFields: PlayerFields | null): RegistrationField[] {
  if (!playerFields) return [];
  return playerFields.contexts.registration
    .filter((name) => !BASE_FIELDS.has(name))
    .map((name) => {
      const field = playerFields.fields.find((candidate) => candidate.field === name);
      return {
        name,
        type: name === 'password_confirmation' ? 'password' : (field?.type ?? 'text'),
        choices: field?.inclusion?.in ?? [],
        autoComplete: AUTOCOMPLETE[name],
      };
    });
}
