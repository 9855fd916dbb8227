import boards from './boards/no';
import type { TournamentMessages } from './en';
import questsAndLotteries from './questsAndLotteries/no';

/** Norwegian strings of the `tournaments` namespace. */
const no: TournamentMessages = {
  ...questsAndLotteries,
  ...boards,
  'tournaments.load_failed': 'Turneringene kunne ikke lastes inn.',
  'tournaments.prize.freespins': '{{count}} gratisspinn',
  'tournaments.prize.bonus': '{{amount}} i bonus',
  'tournaments.leaderboard.title': 'Resultatliste',
  'tournaments.leaderboard.label': 'Resultatliste for {{title}}',
  'tournaments.leaderboard.place': 'Plass',
  'tournaments.leaderboard.player': 'Spiller',
  'tournaments.leaderboard.score.bet': 'Innsatser',
  'tournaments.leaderboard.score.win': 'Gevinster',
  'tournaments.leaderboard.score.rate': 'Beste multiplikator',
  'tournaments.leaderboard.score.spin': 'Spinn',
  'tournaments.leaderboard.prize': 'Premie',
  'tournaments.leaderboard.you': 'deg',
  'tournaments.leaderboard.show_mine': 'Vis min plass, {{place}}',
};

export default no;
