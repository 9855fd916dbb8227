import type { TournamentMessages } from './en';

/** Estonian strings of the `tournaments` namespace. */
const et: TournamentMessages = {
  'tournaments.load_failed': 'Turniire ei õnnestunud laadida.',
};

export default et;
