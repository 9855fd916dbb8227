import { namespaceLoader } from '@casino/sdk/i18n';

/** The i18next namespace of the cashbox's texts, loaded when a cashbox first shows (other widgets never carry them). */
export const CASHBOX_NAMESPACE = 'cashbox';

const LANGUAGES = {
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  no: () => import('./no'),
  it: () => import('./it'),
  et: () => import('./et'),
};

/** Languages the cashbox is translated into (those of the widgets). */
export const CASHBOX_LANGUAGES = Object.keys(LANGUAGES);

/** Loads the cashbox strings of one language on first use; an empty set for a language without its own file. */
export const loadCashboxMessages = namespaceLoader(LANGUAGES);
