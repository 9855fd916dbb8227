import type { TournamentMessages } from './en';

/** Norwegian strings of the `tournaments` namespace. */
const no: TournamentMessages = {
  'tournaments.load_failed': 'Turneringene kunne ikke lastes inn.',
};

export default no;
