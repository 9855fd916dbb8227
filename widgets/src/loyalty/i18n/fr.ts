import type { LoyaltyMessages } from './en';

/** French strings of the `loyalty` namespace (Canadian French reads them first). */
const fr: LoyaltyMessages = {
  'loyalty.comp_points.points': '{{points}} points',
  'loyalty.comp_points.level': 'Niveau : {{level}}',
  'loyalty.level.title': 'Votre niveau',
  'loyalty.level.guest': 'Connectez-vous pour voir votre niveau et vos points de fidélité.',
  'loyalty.level.load_failed': "Votre niveau n'a pas pu être chargé.",
  'loyalty.level.points': 'Points de fidélité cumulés : {{points}}',
  'loyalty.level.progress': 'Progression vers {{next}}',
  'loyalty.level.progress_text': 'Encore {{points}} points pour atteindre {{next}}',
  'loyalty.level.top': 'Vous avez atteint le niveau le plus élevé.',
  'loyalty.level.all': 'Tous les niveaux',
  'loyalty.level.from': 'Dès {{points}} points',
  'loyalty.level.current': 'Votre niveau',
  'loyalty.level.reached': 'Atteint',
};

export default fr;
