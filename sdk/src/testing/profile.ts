import { type ProfilePatch, ProfilePatchRequest, SERVER_MESSAGES } from '../contract';
import { VALIDATION_MESSAGES, validateField } from '../rules';
import { FIXTURE_COUNTRIES, FIXTURE_PLAYER_FIELDS, type FixturePlayer, profileOf } from './data';

/**
 * PATCH /api/player of the fixture platform, checked like the reference server: a set `once_set` field cannot change,
 * a country must be listed, values follow the spec's rules and the fields' maximum length. Stores the patch in the
 * player's details and answers null, or answers the errors by field and stores nothing.
 */
export function updateFixtureProfile(
  player: FixturePlayer,
  body: unknown,
  licence: 'CW' | 'EE',
): Record<string, string[]> | null {
  const request = ProfilePatchRequest.safeParse(body);
  if (!request.success) return { base: [SERVER_MESSAGES.invalid] };
  const current = new Map<string, unknown>(Object.entries(profileOf(player, licence)));
  const errors: Record<string, string[]> = {};
  const changes: Record<string, string | boolean | null> = {};
  for (const [name, given] of Object.entries(request.data.user)) {
    if (given === undefined) continue;
    if (typeof given === 'boolean') {
      changes[name] = given;
      continue;
    }
    const value = given === null || given.trim() === '' ? null : given.trim();
    const config = FIXTURE_PLAYER_FIELDS.fields.find((field) => field.field === name);
    const stored = current.get(name) ?? null;
    const maximum = config?.length?.maximum;
    let message: string | null = null;
    if (config?.once_set && stored !== null && value !== stored) message = SERVER_MESSAGES.unchangeable;
    else if (value === null) message = null;
    else if (name === 'country' && !FIXTURE_COUNTRIES.some((country) => country.code === value))
      message = SERVER_MESSAGES.not_in_list;
    else if (maximum !== undefined && value.length > maximum) message = SERVER_MESSAGES.too_long(maximum);
    else {
      const code = validateField(name, value, licence);
      message = code ? VALIDATION_MESSAGES[code] : null;
    }
    if (message) errors[name] = [message];
    else changes[name] = value;
  }
  if (Object.keys(errors).length > 0) return errors;
  player.details = { ...player.details, ...ProfilePatchRequest.parse({ user: changes }).user };
  return null;
}

/** Personal details that leave nothing missing before the cashbox (core.md §5): the cashbox opens at once. */
export const COMPLETE_PROFILE = {
  first_name: 'Erika',
  last_name: 'Muster',
  mobile_phone: '+49 170 1234567',
  date_of_birth: '1990-05-17',
  city: 'Berlin',
  address: 'Hauptstraße 1',
  postal_code: '10115',
} as const satisfies ProfilePatch;
