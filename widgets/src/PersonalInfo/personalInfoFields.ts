import type { PlayerField, PlayerFields, Profile } from '@casino/sdk/contract';
import { PERSONAL_INFO_FIELDS } from '@casino/sdk/rules';

/** Internal: a profile field the personal-info form asks for, with how to render and check it. */
export interface PersonalInfoFieldView {
  name: string;
  type: PlayerField['type'];
  /** Choices of a select; the country select takes the platform's countries instead. */
  choices: readonly string[];
  /** Browser autofill hint. */
  autoComplete?: string;
  /** Whether the form refuses it empty: the fields the cashbox needs (core.md §5) and those of the deposit context. */
  required: boolean;
  /** A `once_set` field that already has a value: shown, never sent. */
  locked: boolean;
}

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  nickname: 'nickname',
  first_name: 'given-name',
  last_name: 'family-name',
  date_of_birth: 'bday',
  gender: 'sex',
  mobile_phone: 'tel',
  country: 'country',
  city: 'address-level2',
  state: 'address-level1',
  address: 'street-address',
  postal_code: 'postal-code',
};

/** Fields the platform's player fields cannot describe for a profile form: account and sign-up fields. */
const NOT_PERSONAL = new Set(['email', 'password', 'password_confirmation', 'currency', 'terms_acceptance']);

/** Internal: the stored value of a profile field as the form holds it: text, a tick, or `''` when unset. */
export function storedValue(profile: Profile, name: string): string | boolean {
  const value = new Map<string, unknown>(Object.entries(profile)).get(name);
  return typeof value === 'string' || typeof value === 'boolean' ? value : '';
}

/** Internal: the fields to show, in the order asked, typed by the platform's field list (text when unlisted). */
export function personalInfoFields(
  names: readonly string[],
  playerFields: PlayerFields,
  profile: Profile,
): PersonalInfoFieldView[] {
  const needed = new Set<string>([...PERSONAL_INFO_FIELDS, ...playerFields.contexts.deposit]);
  return [...new Set(names)]
    .filter((name) => !NOT_PERSONAL.has(name))
    .map((name) => {
      const field = playerFields.fields.find((candidate) => candidate.field === name);
      const type = name === 'country' ? 'select' : (field?.type ?? 'text');
      const stored = storedValue(profile, name);
      return {
        name,
        type,
        choices: field?.inclusion?.in ?? [],
        autoComplete: AUTOCOMPLETE[name],
        required: type !== 'checkbox' && needed.has(name),
        locked: field?.once_set === true && typeof stored === 'string' && stored.trim() !== '',
      };
    });
}
