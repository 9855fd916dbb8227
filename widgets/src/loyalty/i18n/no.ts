import type { LoyaltyMessages } from './en';

/** Norwegian strings of the `loyalty` namespace. */
const no: LoyaltyMessages = {
  'loyalty.comp_points.points': '{{points}} poeng',
  'loyalty.comp_points.level': 'Nivå: {{level}}',
  'loyalty.level.title': 'Ditt nivå',
  'loyalty.level.guest': 'Logg inn for å se nivået ditt og lojalitetspoengene dine.',
  'loyalty.level.load_failed': 'Nivået ditt kunne ikke lastes inn.',
  'loyalty.level.points': 'Lojalitetspoeng totalt: {{points}}',
  'loyalty.level.progress': 'Fremgang mot {{next}}',
  'loyalty.level.progress_text': '{{points}} poeng igjen til {{next}}',
  'loyalty.level.top': 'Du har nådd det høyeste nivået.',
  'loyalty.level.all': 'Alle nivåer',
  'loyalty.level.from': 'Fra {{points}} poeng',
  'loyalty.level.current': 'Ditt nivå',
  'loyalty.level.reached': 'Nådd',
};

export default no;
