import { namespaceLoader } from '@casino/sdk/i18n';

const LANGUAGES = {
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  no: () => import('./no'),
  it: () => import('./it'),
  et: () => import('./et'),
};

/** Languages the widgets are translated into; regional locales fall back to them (fr-CA → fr, en-AU → en). */
export const WIDGET_LANGUAGES = Object.keys(LANGUAGES);

/** Loads the widget strings of one language on first use; an empty set for a language without its own file. */
export const loadWidgetMessages = namespaceLoader(LANGUAGES);
