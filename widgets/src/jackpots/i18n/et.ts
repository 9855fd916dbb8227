import type { JackpotMessages } from './en';

/** Estonian strings of the `jackpots` namespace. */
const et: JackpotMessages = {
  'jackpots.load_failed': 'Jackpotte ei õnnestunud laadida.',
  'jackpots.none': 'Ühtegi jackpotti ei käi.',
  'jackpots.slider.previous': 'Eelmine tase',
  'jackpots.slider.next': 'Järgmine tase',
  'jackpots.slider.slide': '{{level}}, {{index}}/{{count}}',
  'jackpots.slider.show': 'Näita: {{level}}',
  'jackpots.slider.seed': 'Algab uuesti summast {{amount}}',
  'jackpots.slider.must_drop': 'Langeb hiljemalt summal {{amount}}',
  'jackpots.leaderboard.title': 'Jackpoti võitjad',
  'jackpots.leaderboard.latest': 'Viimased võidud',
  'jackpots.leaderboard.biggest': 'Suurimad võidud',
  'jackpots.leaderboard.player': 'Mängija',
  'jackpots.leaderboard.level': 'Tase',
  'jackpots.leaderboard.amount': 'Võit',
  'jackpots.leaderboard.date': 'Kuupäev',
  'jackpots.leaderboard.empty': 'Ühtegi jackpotti pole veel võidetud.',
  'jackpots.win.title': 'Jackpot!',
  'jackpots.win.level': 'Võitsite jackpoti {{jackpot}} taseme {{level}}.',
  'jackpots.win.credited': 'Võit on teie saldol.',
  'jackpots.win.close': 'Suurepärane',
};

export default et;
