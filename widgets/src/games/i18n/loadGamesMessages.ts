import { namespaceLoader } from '@casino/sdk/i18n';

/** The i18next namespace of the game widgets' texts, loaded when a game widget first shows. */
export const GAMES_NAMESPACE = 'games';

const LANGUAGES = {
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  no: () => import('./no'),
  it: () => import('./it'),
  et: () => import('./et'),
};

/** Languages the game widgets are translated into (those of the widgets). */
export const GAMES_LANGUAGES = Object.keys(LANGUAGES);

/** Loads the game widget strings of one language on first use; an empty set for a language without its own file. */
export const loadGamesMessages = namespaceLoader(LANGUAGES);
