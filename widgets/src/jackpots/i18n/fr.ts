import type { JackpotMessages } from './en';

/** French strings of the `jackpots` namespace. */
const fr: JackpotMessages = {
  'jackpots.load_failed': 'Les jackpots n’ont pas pu être chargés.',
  'jackpots.none': 'Aucun jackpot en cours.',
  'jackpots.slider.previous': 'Niveau précédent',
  'jackpots.slider.next': 'Niveau suivant',
  'jackpots.slider.slide': '{{level}}, {{index}} sur {{count}}',
  'jackpots.slider.show': 'Afficher {{level}}',
  'jackpots.slider.seed': 'Repart à {{amount}}',
  'jackpots.slider.must_drop': 'Tombe au plus tard à {{amount}}',
  'jackpots.leaderboard.title': 'Gagnants du jackpot',
  'jackpots.leaderboard.latest': 'Derniers gains',
  'jackpots.leaderboard.biggest': 'Plus gros gains',
  'jackpots.leaderboard.player': 'Joueur',
  'jackpots.leaderboard.level': 'Niveau',
  'jackpots.leaderboard.amount': 'Gain',
  'jackpots.leaderboard.date': 'Date',
  'jackpots.leaderboard.empty': 'Aucun jackpot n’a encore été gagné.',
  'jackpots.win.title': 'Jackpot !',
  'jackpots.win.level': 'Vous avez gagné le niveau {{level}} de {{jackpot}}.',
  'jackpots.win.credited': 'Le gain est sur votre solde.',
  'jackpots.win.close': 'Super',
};

export default fr;
