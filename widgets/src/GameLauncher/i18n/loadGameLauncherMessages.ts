import { namespaceLoader } from '@casino/sdk/i18n';

/** The i18next namespace of the game page's texts, loaded when a game launcher first shows. */
export const GAME_LAUNCHER_NAMESPACE = 'game-launcher';

const LANGUAGES = {
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  no: () => import('./no'),
  it: () => import('./it'),
  et: () => import('./et'),
};

/** Languages the game launcher is translated into (those of the widgets). */
export const GAME_LAUNCHER_LANGUAGES = Object.keys(LANGUAGES);

/** Loads the game launcher strings of one language on first use; an empty set for a language without its own file. */
export const loadGameLauncherMessages = namespaceLoader(LANGUAGES);
