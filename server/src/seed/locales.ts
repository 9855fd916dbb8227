/** A locale row of the seed. */
export interface SeedLocale {
  code: string;
  name: string;
  nameInLocale: string;
}

/** The spec's default locale. */
export const DEFAULT_LOCALE = 'en';

/** The spec's 10 locales, in menu order. en-KW is the fake locale that shows translation keys to translators. */
export const LOCALES: readonly SeedLocale[] = [
  { code: 'en', name: 'English', nameInLocale: 'English' },
  { code: 'de', name: 'German', nameInLocale: 'Deutsch' },
  { code: 'en-AU', name: 'English (Australia)', nameInLocale: 'English (Australia)' },
  { code: 'en-CA', name: 'English (Canada)', nameInLocale: 'English (Canada)' },
  { code: 'fr-CA', name: 'French (Canada)', nameInLocale: 'Français (Canada)' },
  { code: 'en-NZ', name: 'English (New Zealand)', nameInLocale: 'English (New Zealand)' },
  { code: 'no', name: 'Norwegian', nameInLocale: 'Norsk' },
  { code: 'it', name: 'Italian', nameInLocale: 'Italiano' },
  { code: 'et', name: 'Estonian', nameInLocale: 'Eesti' },
  { code: 'en-KW', name: 'Translation keys', nameInLocale: 'Translation keys' },
];
