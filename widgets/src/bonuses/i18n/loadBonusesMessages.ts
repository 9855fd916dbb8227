import { namespaceLoader } from '@casino/sdk/i18n';

/** The i18next namespace of the bonus widgets' texts, loaded when a bonus widget first shows. */
export const BONUSES_NAMESPACE = 'bonuses';

const LANGUAGES = {
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  no: () => import('./no'),
  it: () => import('./it'),
  et: () => import('./et'),
};

/** Languages the bonus widgets are translated into (those of the widgets). */
export const BONUSES_LANGUAGES = Object.keys(LANGUAGES);

/** Loads the bonus widget strings of one language on first use; an empty set for a language without its own file. */
export const loadBonusesMessages = namespaceLoader(LANGUAGES);
