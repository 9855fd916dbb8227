import boards from './boards/de';
import type { TournamentMessages } from './en';
import questsAndLotteries from './questsAndLotteries/de';

/** German strings of the `tournaments` namespace (formal "Sie", as every widget). */
const de: TournamentMessages = {
  ...questsAndLotteries,
  ...boards,
  'tournaments.load_failed': 'Die Turniere konnten nicht geladen werden.',
  'tournaments.prize.freespins': '{{count}} Freispiele',
  'tournaments.prize.bonus': '{{amount}} Bonus',
  'tournaments.leaderboard.title': 'Rangliste',
  'tournaments.leaderboard.label': 'Rangliste von {{title}}',
  'tournaments.leaderboard.place': 'Platz',
  'tournaments.leaderboard.player': 'Spieler',
  'tournaments.leaderboard.score.bet': 'Einsätze',
  'tournaments.leaderboard.score.win': 'Gewinne',
  'tournaments.leaderboard.score.rate': 'Bester Multiplikator',
  'tournaments.leaderboard.score.spin': 'Drehungen',
  'tournaments.leaderboard.prize': 'Preis',
  'tournaments.leaderboard.you': 'Sie',
  'tournaments.leaderboard.show_mine': 'Meinen Platz zeigen, {{place}}',
};

export default de;
