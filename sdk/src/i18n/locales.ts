/** The spec's locales (core.md §1). `en-KW` is a fake locale that shows translation keys, for translators. */
export const LOCALES = ['en', 'de', 'en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'no', 'it', 'et', 'en-KW'] as const;
/** One of {@link LOCALES}. */
export type LocaleCode = (typeof LOCALES)[number];
/** Locale used when none is chosen: `'en'`. */
export const DEFAULT_LOCALE: LocaleCode = 'en';
/** The fake locale that shows keys instead of texts: `'en-KW'`. */
export const KEYS_LOCALE: LocaleCode = 'en-KW';

/** Languages tried after a locale, in order, when a key is missing. The keys locale has none, so keys show. */
export const LOCALE_FALLBACKS: Readonly<Record<LocaleCode, readonly string[]>> = {
  en: [],
  de: ['en'],
  'en-AU': ['en'],
  'en-CA': ['en'],
  'fr-CA': ['fr', 'en'],
  'en-NZ': ['en'],
  no: ['en'],
  it: ['en'],
  et: ['en'],
  'en-KW': [],
};

/** Whether a string is one of {@link LOCALES}. */
export function isLocaleCode(value: string): value is LocaleCode {
  return (LOCALES as readonly string[]).includes(value);
}

/** Returns the locale when it is one of {@link LOCALES}; otherwise throws an error that lists them. */
export function assertLocaleCode(value: string): LocaleCode {
  if (isLocaleCode(value)) return value;
  throw new Error(`Unknown locale '${value}'. Use one of: ${LOCALES.join(', ')}.`);
}
