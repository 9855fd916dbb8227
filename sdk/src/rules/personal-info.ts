/** Profile fields a fiat player must have before the cashbox opens (core.md §5), in the order the form asks them. */
export const PERSONAL_INFO_FIELDS = [
  'mobile_phone',
  'first_name',
  'last_name',
  'date_of_birth',
  'country',
  'city',
  'address',
  'postal_code',
] as const;

/** One of {@link PERSONAL_INFO_FIELDS}. */
export type PersonalInfoField = (typeof PERSONAL_INFO_FIELDS)[number];

/** The profile fields the rule reads; missing, null and blank values count as empty. */
export type PersonalInfo = Partial<Record<PersonalInfoField, string | null | undefined>>;

/**
 * The personal-info fields to fill before the cashbox (core.md §5: "Personal-info popup opens before the cashbox if a
 * fiat user lacks phone, first name, last name, birth date, country, city, address or postal code"). A player of a
 * crypto wallet needs none; an empty list means the cashbox may open.
 */
export function missingPersonalInfo(profile: PersonalInfo, fiat: boolean): PersonalInfoField[] {
  if (!fiat) return [];
  return PERSONAL_INFO_FIELDS.filter((field) => !profile[field]?.trim());
}
