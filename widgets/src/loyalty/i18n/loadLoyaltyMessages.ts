import { namespaceLoader } from '@casino/sdk/i18n';

/** The i18next namespace of the loyalty widgets' texts, loaded when a loyalty widget first shows. */
export const LOYALTY_NAMESPACE = 'loyalty';

const LANGUAGES = {
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  no: () => import('./no'),
  it: () => import('./it'),
  et: () => import('./et'),
};

/** Languages the loyalty widgets are translated into (those of the widgets). */
export const LOYALTY_LANGUAGES = Object.keys(LANGUAGES);

/** Loads the loyalty widget strings of one language on first use; an empty set for a language without its own file. */
export const loadLoyaltyMessages = namespaceLoader(LANGUAGES);
