import boards from './boards/et';
import type { TournamentMessages } from './en';
import questsAndLotteries from './questsAndLotteries/et';

/** Estonian strings of the `tournaments` namespace. */
const et: TournamentMessages = {
  ...questsAndLotteries,
  ...boards,
  'tournaments.load_failed': 'Turniire ei õnnestunud laadida.',
  'tournaments.prize.freespins': '{{count}} tasuta keerutust',
  'tournaments.prize.bonus': '{{amount}} boonust',
  'tournaments.leaderboard.title': 'Edetabel',
  'tournaments.leaderboard.label': 'Turniiri {{title}} edetabel',
  'tournaments.leaderboard.place': 'Koht',
  'tournaments.leaderboard.player': 'Mängija',
  'tournaments.leaderboard.score.bet': 'Panused',
  'tournaments.leaderboard.score.win': 'Võidud',
  'tournaments.leaderboard.score.rate': 'Parim kordaja',
  'tournaments.leaderboard.score.spin': 'Keerutused',
  'tournaments.leaderboard.prize': 'Auhind',
  'tournaments.leaderboard.you': 'teie',
  'tournaments.leaderboard.show_mine': 'Näita minu kohta, {{place}}',
};

export default et;
