import type { TournamentMessages } from './en';

/** Italian strings of the `tournaments` namespace. */
const it: TournamentMessages = {
  'tournaments.load_failed': 'Non è stato possibile caricare i tornei.',
};

export default it;
