import type { LoyaltyMessages } from './en';

/** Italian strings of the `loyalty` namespace. */
const it: LoyaltyMessages = {
  'loyalty.comp_points.points': '{{points}} punti',
  'loyalty.comp_points.level': 'Livello: {{level}}',
  'loyalty.level.title': 'Il tuo livello',
  'loyalty.level.guest': 'Accedi per vedere il tuo livello e i tuoi punti fedeltà.',
  'loyalty.level.load_failed': 'Non è stato possibile caricare il tuo livello.',
  'loyalty.level.points': 'Punti fedeltà totali: {{points}}',
  'loyalty.level.progress': 'Avanzamento verso {{next}}',
  'loyalty.level.progress_text': 'Ancora {{points}} punti per raggiungere {{next}}',
  'loyalty.level.top': 'Hai raggiunto il livello più alto.',
  'loyalty.level.all': 'Tutti i livelli',
  'loyalty.level.from': 'Da {{points}} punti',
  'loyalty.level.current': 'Il tuo livello',
  'loyalty.level.reached': 'Raggiunto',
};

export default it;
