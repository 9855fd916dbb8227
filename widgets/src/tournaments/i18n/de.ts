import type { TournamentMessages } from './en';

/** German strings of the `tournaments` namespace (formal "Sie", as every widget). */
const de: TournamentMessages = {
  'tournaments.load_failed': 'Die Turniere konnten nicht geladen werden.',
};

export default de;
