import { namespaceLoader } from '@casino/sdk/i18n';

/** The i18next namespace of the jackpot widgets' texts (ticker, slider, leaderboard, win popup), loaded when one first shows. */
export const JACKPOTS_NAMESPACE = 'jackpots';

const LANGUAGES = {
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  no: () => import('./no'),
  it: () => import('./it'),
  et: () => import('./et'),
};

/** Languages the jackpot widgets are translated into (those of the widgets). */
export const JACKPOT_LANGUAGES = Object.keys(LANGUAGES);

/** Loads the jackpot widget strings of one language on first use; an empty set for a language without its own file. */
export const loadJackpotMessages = namespaceLoader(LANGUAGES);
