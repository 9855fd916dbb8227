import { namespaceLoader } from '@casino/sdk/i18n';

const LANGUAGES = {
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  no: () => import('./no'),
  it: () => import('./it'),
  et: () => import('./et'),
};

/** Loads the `embed` strings of one language on first use; an empty set for a language without its own file. */
export const loadEmbedMessages = namespaceLoader(LANGUAGES);
