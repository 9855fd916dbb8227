import type { JackpotMessages } from './en';

/** Italian strings of the `jackpots` namespace. */
const it: JackpotMessages = {
  'jackpots.load_failed': 'Non è stato possibile caricare i jackpot.',
  'jackpots.none': 'Nessun jackpot in corso.',
  'jackpots.slider.previous': 'Livello precedente',
  'jackpots.slider.next': 'Livello successivo',
  'jackpots.slider.slide': '{{level}}, {{index}} di {{count}}',
  'jackpots.slider.show': 'Mostra {{level}}',
  'jackpots.slider.seed': 'Riparte da {{amount}}',
  'jackpots.slider.must_drop': 'Cade entro {{amount}}',
  'jackpots.leaderboard.title': 'Vincitori del jackpot',
  'jackpots.leaderboard.latest': 'Ultime vincite',
  'jackpots.leaderboard.biggest': 'Vincite più alte',
  'jackpots.leaderboard.player': 'Giocatore',
  'jackpots.leaderboard.level': 'Livello',
  'jackpots.leaderboard.amount': 'Vincita',
  'jackpots.leaderboard.date': 'Data',
  'jackpots.leaderboard.empty': 'Nessun jackpot è stato ancora vinto.',
  'jackpots.win.title': 'Jackpot!',
  'jackpots.win.level': 'Ha vinto il livello {{level}} di {{jackpot}}.',
  'jackpots.win.credited': 'La vincita è nel Suo saldo.',
  'jackpots.win.close': 'Fantastico',
};

export default it;
