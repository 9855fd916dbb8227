import type { TournamentMessages } from './en';

/** French strings of the `tournaments` namespace. */
const fr: TournamentMessages = {
  'tournaments.load_failed': "Les tournois n'ont pas pu être chargés.",
};

export default fr;
