import { namespaceLoader } from '@casino/sdk/i18n';

const LANGUAGES = {
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  no: () => import('./no'),
  it: () => import('./it'),
  et: () => import('./et'),
};

/** The slot page's i18next namespace. */
export const SLOT_NAMESPACE = 'slot';

/** Languages the slot page is translated into; regional locales fall back to them (fr-CA → fr, en-AU → en). */
export const SLOT_LANGUAGES = Object.keys(LANGUAGES);

/** Loads the slot strings of one language on first use; an empty set for a language without its own file. */
export const loadSlotMessages = namespaceLoader(LANGUAGES);
