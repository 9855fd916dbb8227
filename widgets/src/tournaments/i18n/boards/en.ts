/**
 * English strings of the tournament board, tournament page and leaderboard widgets, part of the `tournaments`
 * namespace (spread into ../en.ts); every other language's file here has exactly these keys.
 */
const en = {
  'tournaments.loading': 'Loading the tournaments…',
  'tournaments.not_found': 'There is no such tournament.',
  'tournaments.board.title': 'Tournaments',
  'tournaments.board.tabs': 'Tournament groups',
  'tournaments.board.tab.all': 'All',
  'tournaments.board.tab.producers': 'Producers',
  'tournaments.board.tab.lotteries': 'Lotteries',
  'tournaments.board.tab.actions': 'Actions',
  'tournaments.board.tab.live': 'Live casino',
  'tournaments.board.tab.achievements': 'Achievements',
  'tournaments.board.empty': 'There are no tournaments here right now.',
  'tournaments.board.achievements_guest': 'Sign in to see the tournaments you took part in.',
  'tournaments.status.future': 'Coming soon',
  'tournaments.status.active': 'Running',
  'tournaments.status.archive': 'Finished',
  'tournaments.strategy.bet': 'The biggest sum of bets wins.',
  'tournaments.strategy.win': 'The biggest sum of wins wins.',
  'tournaments.strategy.rate': 'The best multiplier of one round wins.',
  'tournaments.strategy.spin': 'The most rounds played win.',
  'tournaments.card.starts': 'Starts {{date}}',
  'tournaments.card.ends': 'Ends {{date}}',
  'tournaments.card.ended': 'Ended {{date}}',
  'tournaments.card.pool': 'Prize pool: {{amount}}',
  'tournaments.card.first_prize': '1st place: {{prize}}',
  'tournaments.card.open': 'Details',
  'tournaments.card.open_label': 'Details: {{title}}',
  'tournaments.card.tickets': 'Tickets in the draw: {{count}}',
  'tournaments.card.your_place': 'Your place: {{place}}',
  'tournaments.card.no_place': 'You did not place.',
  'tournaments.leaderboard.live': 'Live',
  'tournaments.leaderboard.final': 'Final standings',
  'tournaments.leaderboard.players': 'Players: {{count}}',
  'tournaments.leaderboard.loading': 'Loading the leaderboard…',
  'tournaments.leaderboard.load_failed': 'The leaderboard could not be loaded.',
  'tournaments.leaderboard.empty': 'Nobody has scored yet. Play an eligible game to take the lead.',
  'tournaments.page.prizes': 'Prizes',
  'tournaments.page.prize_place': 'Place {{place}}',
  'tournaments.page.games': 'Games that count',
  'tournaments.page.every_game': 'Every game counts.',
  'tournaments.page.min_bet': 'Smallest bet that counts: {{amount}}',
  'tournaments.page.confirm_needed': 'Join the tournament to have your rounds count.',
  'tournaments.page.confirm': 'Take part',
  'tournaments.page.register': 'Sign up to take part',
  'tournaments.page.confirmed': 'You take part in this tournament.',
  'tournaments.page.confirm_failed': 'Joining failed. Please try again.',
};

/** The keys of the board, page and leaderboard strings and their texts. */
export type BoardsMessages = Readonly<Record<keyof typeof en, string>>;

export default en satisfies BoardsMessages;
