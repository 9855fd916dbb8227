import boards from './boards/en';
import questsAndLotteries from './questsAndLotteries/en';

/** English strings of the `tournaments` namespace; every other language file has exactly these keys. */
const en = {
  ...questsAndLotteries,
  ...boards,
  'tournaments.load_failed': 'The tournaments could not be loaded.',
  'tournaments.prize.freespins': '{{count}} free spins',
  'tournaments.prize.bonus': '{{amount}} bonus',
  'tournaments.leaderboard.title': 'Leaderboard',
  'tournaments.leaderboard.label': 'Leaderboard of {{title}}',
  'tournaments.leaderboard.place': 'Place',
  'tournaments.leaderboard.player': 'Player',
  'tournaments.leaderboard.score.bet': 'Bets',
  'tournaments.leaderboard.score.win': 'Wins',
  'tournaments.leaderboard.score.rate': 'Best multiplier',
  'tournaments.leaderboard.score.spin': 'Spins',
  'tournaments.leaderboard.prize': 'Prize',
  'tournaments.leaderboard.you': 'you',
  'tournaments.leaderboard.show_mine': 'Show my place, {{place}}',
};

/** The `tournaments` namespace's keys and their texts. */
export type TournamentMessages = Readonly<Record<keyof typeof en, string>>;

export default en satisfies TournamentMessages;
