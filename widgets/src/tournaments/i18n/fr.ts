import boards from './boards/fr';
import type { TournamentMessages } from './en';
import questsAndLotteries from './questsAndLotteries/fr';

/** French strings of the `tournaments` namespace. */
const fr: TournamentMessages = {
  ...questsAndLotteries,
  ...boards,
  'tournaments.load_failed': "Les tournois n'ont pas pu être chargés.",
  'tournaments.prize.freespins': '{{count}} tours gratuits',
  'tournaments.prize.bonus': 'bonus de {{amount}}',
  'tournaments.leaderboard.title': 'Classement',
  'tournaments.leaderboard.label': 'Classement de {{title}}',
  'tournaments.leaderboard.place': 'Place',
  'tournaments.leaderboard.player': 'Joueur',
  'tournaments.leaderboard.score.bet': 'Mises',
  'tournaments.leaderboard.score.win': 'Gains',
  'tournaments.leaderboard.score.rate': 'Meilleur multiplicateur',
  'tournaments.leaderboard.score.spin': 'Tours',
  'tournaments.leaderboard.prize': 'Prix',
  'tournaments.leaderboard.you': 'vous',
  'tournaments.leaderboard.show_mine': 'Voir ma place, {{place}}',
};

export default fr;
