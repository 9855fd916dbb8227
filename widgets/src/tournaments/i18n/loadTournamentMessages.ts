import { namespaceLoader } from '@casino/sdk/i18n';

/** The i18next namespace of the tournament widgets' texts (boards, leaderboards, quests, lotteries, timers), loaded when one first shows. */
export const TOURNAMENTS_NAMESPACE = 'tournaments';

const LANGUAGES = {
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  no: () => import('./no'),
  it: () => import('./it'),
  et: () => import('./et'),
};

/** Languages the tournament widgets are translated into (those of the widgets). */
export const TOURNAMENT_LANGUAGES = Object.keys(LANGUAGES);

/** Loads the tournament widget strings of one language on first use; an empty set for a language without its own file. */
export const loadTournamentMessages = namespaceLoader(LANGUAGES);
