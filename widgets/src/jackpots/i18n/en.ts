/** English strings of the `jackpots` namespace; every other language file has exactly these keys. */
const en = {
  'jackpots.load_failed': 'The jackpots could not be loaded.',
  'jackpots.none': 'No jackpot is running.',
  'jackpots.slider.previous': 'Previous level',
  'jackpots.slider.next': 'Next level',
  'jackpots.slider.slide': '{{level}}, {{index}} of {{count}}',
  'jackpots.slider.show': 'Show {{level}}',
  'jackpots.slider.seed': 'Starts again at {{amount}}',
  'jackpots.slider.must_drop': 'Drops by {{amount}} at the latest',
  'jackpots.leaderboard.title': 'Jackpot winners',
  'jackpots.leaderboard.latest': 'Latest wins',
  'jackpots.leaderboard.biggest': 'Biggest wins',
  'jackpots.leaderboard.player': 'Player',
  'jackpots.leaderboard.level': 'Level',
  'jackpots.leaderboard.amount': 'Win',
  'jackpots.leaderboard.date': 'Date',
  'jackpots.leaderboard.empty': 'No jackpot has been won yet.',
  'jackpots.win.title': 'Jackpot!',
  'jackpots.win.level': 'You won the {{level}} level of {{jackpot}}.',
  'jackpots.win.credited': 'The win is in your balance.',
  'jackpots.win.close': 'Great',
};

/** The `jackpots` namespace's keys and their texts. */
export type JackpotMessages = Readonly<Record<keyof typeof en, string>>;

export default en satisfies JackpotMessages;
