import { namespaceLoader } from '@casino/sdk/i18n';

/** The i18next namespace of the VIP widgets' texts (progress, club, adventure, manager), loaded when one first shows. */
export const VIP_NAMESPACE = 'vip';

const LANGUAGES = {
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  no: () => import('./no'),
  it: () => import('./it'),
  et: () => import('./et'),
};

/** Languages the VIP widgets are translated into (those of the widgets). */
export const VIP_LANGUAGES = Object.keys(LANGUAGES);

/** Loads the VIP widget strings of one language on first use; an empty set for a language without its own file. */
export const loadVipMessages = namespaceLoader(LANGUAGES);
