import type { LicenseName } from '../contract/info';

/** Why a field value was refused. Its text is the `sdk:validation.<code>` key (`validationMessageKey`); the server answers the English message. */
export type ValidationCode =
  | 'required'
  | 'email'
  | 'password'
  | 'password_length'
  | 'name'
  | 'nickname_length'
  | 'personal_id'
  | 'phone'
  | 'birthday'
  | 'underage'
  | 'confirmation'
  | 'terms'
  | 'must_be_checked';

/** English message for each code, used by the server's 422 answers and as the fallback text. */
export const VALIDATION_MESSAGES: Readonly<Record<ValidationCode, string>> = {
  required: "can't be blank",
  email: 'is not a valid email address',
  password:
    'may contain only letters, digits and the symbols !@#$%^&*()_+-=[]{};:\'",.<>/?\\|`~ and needs a letter and a digit',
  password_length: 'must be 8 to 128 characters long',
  name: 'may contain only letters, digits, spaces, dots and hyphens',
  nickname_length: 'must be 3 to 15 characters long',
  personal_id: 'must be exactly 11 characters',
  phone: 'must be at least 8 characters of digits, +, (, ), spaces or hyphens',
  birthday: 'is not a valid date',
  underage: 'you are too young to play',
  confirmation: "doesn't match the password",
  terms: 'must be accepted',
  must_be_checked: 'must be checked',
};

const EMAIL =
  /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
const PASSWORD_CHARS = /^[A-Za-z0-9!@#$%^&*()_+\-=[\]{};:'",.<>/?\\|`~]+$/;
const NAME = /^[\p{L}\p{M}\d .-]+$/u;
const PHONE = /^[\d+() -]{8,}$/;
/** Minimum password length. Defaults to `8`. */
export const PASSWORD_MIN_LENGTH = 8;
/** Maximum password length. Defaults to `128`. */
export const PASSWORD_MAX_LENGTH = 128;
/** Nickname length bounds, inclusive: 3 to 15. */
export const NICKNAME_LENGTH = { min: 3, max: 15 } as const;
/** Exact length of a personal ID number. */
export const PERSONAL_ID_LENGTH = 11;

/** Checks an email address against the standard address pattern. */
export function validateEmail(value: string): ValidationCode | null {
  return EMAIL.test(value.trim()) ? null : 'email';
}

/** Checks a password: 8–128 characters from letters, digits and the allowed symbols, with at least one letter and one digit. */
export function validatePassword(value: string): ValidationCode | null {
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return 'password_length';
  if (!PASSWORD_CHARS.test(value) || !/[A-Za-z]/.test(value) || !/\d/.test(value)) return 'password';
  return null;
}

/** Checks a first or last name: letters, spaces, digits, dots and hyphens. */
export function validateName(value: string): ValidationCode | null {
  return NAME.test(value) ? null : 'name';
}

/** Checks a nickname: 3 to 15 characters that pass the name rule. */
export function validateNickname(value: string): ValidationCode | null {
  const length = [...value].length;
  if (length < NICKNAME_LENGTH.min || length > NICKNAME_LENGTH.max) return 'nickname_length';
  return validateName(value);
}

/** Checks a personal ID number: exactly 11 characters. */
export function validatePersonalId(value: string): ValidationCode | null {
  return value.length === PERSONAL_ID_LENGTH ? null : 'personal_id';
}

/** Checks a phone number: at least 8 characters from digits, plus, parentheses, space and hyphen. */
export function validatePhone(value: string): ValidationCode | null {
  return PHONE.test(value) ? null : 'phone';
}

/** Minimum age to play: 18, or 21 under the Estonian (EE) licence. */
export function minimumAge(licence: LicenseName): number {
  return licence === 'EE' ? 21 : 18;
}

/** Parses `YYYY-MM-DD` into its parts when day (1–31) and month (1–12) are two digits each and the date exists. */
export function parseBirthday(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Checks a birthday (`YYYY-MM-DD`): a real date, and the player has turned 18 (21 under EE) by `today`. */
export function validateBirthday(value: string, licence: LicenseName, today: Date = new Date()): ValidationCode | null {
  const birthday = parseBirthday(value);
  if (!birthday) return 'birthday';
  const age = minimumAge(licence);
  const adultFrom = Date.UTC(birthday.year + age, birthday.month - 1, birthday.day);
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return todayUtc >= adultFrom ? null : 'underage';
}

/** Checks that a confirmation equals the password. */
export function validateConfirmation(password: string, confirmation: string): ValidationCode | null {
  return password === confirmation ? null : 'confirmation';
}

/** Field errors, by field name. Empty when the form is valid. */
export type FieldErrors = Record<string, ValidationCode[]>;

/** Options of {@link validateRegistration}. */
export interface RegistrationRuleOptions {
  /** Fields the registration context asks for, beyond email, password, currency, country and terms. */
  contextFields: readonly string[];
  /** Licence deciding the minimum age. Defaults to `'CW'`. */
  licence?: LicenseName;
  /** Whether a password confirmation is asked. Defaults to `false`. */
  requireConfirmation?: boolean;
  /** Day the age is counted on. Defaults to now. */
  today?: Date;
}

/** Consent checkboxes: never required, a player may leave them unticked. Terms acceptance has its own rule. */
const CONSENT_FIELDS: ReadonlySet<string> = new Set(['receive_promos', 'receive_sms_promos', 'terms_acceptance']);

const FIELD_RULES: Record<string, (value: string, licence: LicenseName, today: Date) => ValidationCode | null> = {
  email: (v) => validateEmail(v),
  first_name: (v) => validateName(v),
  last_name: (v) => validateName(v),
  city: (v) => validateName(v),
  nickname: (v) => validateNickname(v),
  personal_id_number: (v) => validatePersonalId(v),
  mobile_phone: (v) => validatePhone(v),
  date_of_birth: (v, licence, today) => validateBirthday(v, licence, today),
};

/** Checks one profile field by name with the rule of its kind; fields without a rule pass. */
export function validateField(
  field: string,
  value: string,
  licence: LicenseName = 'CW',
  today: Date = new Date(),
): ValidationCode | null {
  const rule = FIELD_RULES[field];
  return rule ? rule(value, licence, today) : null;
}

/** Applies every registration rule of the spec to a form. Used by the Registration widget and by POST /api/users. */
export function validateRegistration(
  form: Readonly<Record<string, unknown>>,
  options: RegistrationRuleOptions,
): FieldErrors {
  const licence = options.licence ?? 'CW';
  const today = options.today ?? new Date();
  const errors: FieldErrors = {};
  const add = (field: string, code: ValidationCode | null) => {
    if (!code) return;
    const list = errors[field] ?? [];
    list.push(code);
    errors[field] = list;
  };
  const text = (field: string) => {
    const value = form[field];
    return typeof value === 'string' ? value : '';
  };
  const required = [
    'email',
    'password',
    'currency',
    'country',
    ...options.contextFields.filter((f) => !CONSENT_FIELDS.has(f)),
  ];
  for (const field of new Set(required)) {
    const value = text(field);
    if (value.trim() === '') add(field, 'required');
    else if (field === 'password') add(field, validatePassword(value));
    else add(field, validateField(field, value, licence, today));
  }
  if (options.requireConfirmation)
    add('password_confirmation', validateConfirmation(text('password'), text('password_confirmation')));
  if (form.terms_acceptance !== true) add('terms_acceptance', 'terms');
  return errors;
}

/** Turns field errors into the server's `{field: [message]}` shape, in English. */
export function errorMessages(errors: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, codes]) => [field, codes.map((c) => VALIDATION_MESSAGES[c])]),
  );
}
