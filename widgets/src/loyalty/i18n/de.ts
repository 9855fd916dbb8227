import type { LoyaltyMessages } from './en';

/** German strings of the `loyalty` namespace (formal "Sie", as every widget). */
const de: LoyaltyMessages = {
  'loyalty.comp_points.points': '{{points}} Punkte',
  'loyalty.comp_points.level': 'Stufe: {{level}}',
  'loyalty.level.title': 'Ihre Stufe',
  'loyalty.level.guest': 'Melden Sie sich an, um Ihre Stufe und Comp-Punkte zu sehen.',
  'loyalty.level.load_failed': 'Ihre Stufe konnte nicht geladen werden.',
  'loyalty.level.points': 'Comp-Punkte insgesamt: {{points}}',
  'loyalty.level.progress': 'Fortschritt bis {{next}}',
  'loyalty.level.progress_text': 'Noch {{points}} Punkte bis {{next}}',
  'loyalty.level.top': 'Sie haben die höchste Stufe erreicht.',
  'loyalty.level.all': 'Alle Stufen',
  'loyalty.level.from': 'Ab {{points}} Punkten',
  'loyalty.level.current': 'Ihre Stufe',
  'loyalty.level.reached': 'Erreicht',
};

export default de;
