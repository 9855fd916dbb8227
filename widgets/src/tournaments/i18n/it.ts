import boards from './boards/it';
import type { TournamentMessages } from './en';
import questsAndLotteries from './questsAndLotteries/it';

/** Italian strings of the `tournaments` namespace. */
const it: TournamentMessages = {
  ...questsAndLotteries,
  ...boards,
  'tournaments.load_failed': 'Non è stato possibile caricare i tornei.',
  'tournaments.prize.freespins': '{{count}} giri gratuiti',
  'tournaments.prize.bonus': 'bonus di {{amount}}',
  'tournaments.leaderboard.title': 'Classifica',
  'tournaments.leaderboard.label': 'Classifica di {{title}}',
  'tournaments.leaderboard.place': 'Posizione',
  'tournaments.leaderboard.player': 'Giocatore',
  'tournaments.leaderboard.score.bet': 'Puntate',
  'tournaments.leaderboard.score.win': 'Vincite',
  'tournaments.leaderboard.score.rate': 'Miglior moltiplicatore',
  'tournaments.leaderboard.score.spin': 'Giri',
  'tournaments.leaderboard.prize': 'Premio',
  'tournaments.leaderboard.you': 'tu',
  'tournaments.leaderboard.show_mine': 'Mostra la mia posizione, {{place}}',
};

export default it;
