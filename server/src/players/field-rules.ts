import { type LicenseName, type PlayerField, SERVER_MESSAGES } from '@casino/sdk/contract';
import { VALIDATION_MESSAGES, validateEmail, validateField } from '@casino/sdk/rules';

/** Fields a player may give as text at registration or in PATCH /api/player, beyond the fixed ones. */
export const PROFILE_TEXT_FIELDS = [
  'nickname',
  'first_name',
  'last_name',
  'date_of_birth',
  'gender',
  'country',
  'city',
  'address',
  'postal_code',
  'state',
  'mobile_phone',
  'personal_id_number',
] as const;
/** One of {@link PROFILE_TEXT_FIELDS}. */
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

/**
 * Checks a text value: the spec's rule for its kind (`validateField`), then the length and choices the platform
 * configures for the field. Returns the first message, or null when the value passes.
 */
export function checkFieldValue(
  name: string,
  value: string,
  config: PlayerField | undefined,
  licence: LicenseName,
  today: Date,
): string | null {
  const code = validateField(name, value, licence, today);
  if (code) return VALIDATION_MESSAGES[code];
  const length = [...value].length;
  const { minimum, maximum } = config?.length ?? {};
  if (minimum !== undefined && length < minimum) return SERVER_MESSAGES.too_short(minimum);
  if (maximum !== undefined && length > maximum) return SERVER_MESSAGES.too_long(maximum);
  if (config?.inclusion && !config.inclusion.in.includes(value)) return SERVER_MESSAGES.not_in_list;
  return null;
}

/** The rule of a form that carries only an email: required, and an address. Empty when it passes. */
export function emailFieldErrors(fields: Readonly<Record<string, unknown>>): Record<string, string[]> {
  const value = fields.email;
  if (typeof value !== 'string') return {};
  if (value.trim() === '') return { email: [VALIDATION_MESSAGES.required] };
  const code = validateEmail(value);
  return code ? { email: [VALIDATION_MESSAGES[code]] } : {};
}
