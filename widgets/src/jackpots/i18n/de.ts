import type { JackpotMessages } from './en';

/** German strings of the `jackpots` namespace (formal "Sie", as every widget). */
const de: JackpotMessages = {
  'jackpots.load_failed': 'Die Jackpots konnten nicht geladen werden.',
  'jackpots.none': 'Zurzeit läuft kein Jackpot.',
  'jackpots.slider.previous': 'Vorherige Stufe',
  'jackpots.slider.next': 'Nächste Stufe',
  'jackpots.slider.slide': '{{level}}, {{index}} von {{count}}',
  'jackpots.slider.show': '{{level}} zeigen',
  'jackpots.slider.seed': 'Beginnt wieder bei {{amount}}',
  'jackpots.slider.must_drop': 'Fällt spätestens bei {{amount}}',
  'jackpots.leaderboard.title': 'Jackpot-Gewinner',
  'jackpots.leaderboard.latest': 'Letzte Gewinne',
  'jackpots.leaderboard.biggest': 'Größte Gewinne',
  'jackpots.leaderboard.player': 'Spieler',
  'jackpots.leaderboard.level': 'Stufe',
  'jackpots.leaderboard.amount': 'Gewinn',
  'jackpots.leaderboard.date': 'Datum',
  'jackpots.leaderboard.empty': 'Bisher wurde kein Jackpot gewonnen.',
  'jackpots.win.title': 'Jackpot!',
  'jackpots.win.level': 'Sie haben die Stufe {{level}} von {{jackpot}} gewonnen.',
  'jackpots.win.credited': 'Der Gewinn ist in Ihrem Guthaben.',
  'jackpots.win.close': 'Super',
};

export default de;
