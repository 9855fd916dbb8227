import type { JackpotMessages } from './en';

/** Norwegian strings of the `jackpots` namespace. */
const no: JackpotMessages = {
  'jackpots.load_failed': 'Jackpotene kunne ikke lastes.',
  'jackpots.none': 'Ingen jackpot pågår.',
  'jackpots.slider.previous': 'Forrige nivå',
  'jackpots.slider.next': 'Neste nivå',
  'jackpots.slider.slide': '{{level}}, {{index}} av {{count}}',
  'jackpots.slider.show': 'Vis {{level}}',
  'jackpots.slider.seed': 'Starter igjen på {{amount}}',
  'jackpots.slider.must_drop': 'Faller senest ved {{amount}}',
  'jackpots.leaderboard.title': 'Jackpotvinnere',
  'jackpots.leaderboard.latest': 'Siste gevinster',
  'jackpots.leaderboard.biggest': 'Største gevinster',
  'jackpots.leaderboard.player': 'Spiller',
  'jackpots.leaderboard.level': 'Nivå',
  'jackpots.leaderboard.amount': 'Gevinst',
  'jackpots.leaderboard.date': 'Dato',
  'jackpots.leaderboard.empty': 'Ingen jackpot er vunnet ennå.',
  'jackpots.win.title': 'Jackpot!',
  'jackpots.win.level': 'Du vant nivået {{level}} i {{jackpot}}.',
  'jackpots.win.credited': 'Gevinsten er på saldoen din.',
  'jackpots.win.close': 'Flott',
};

export default no;
