import type { LoyaltyMessages } from './en';

/** Estonian strings of the `loyalty` namespace. */
const et: LoyaltyMessages = {
  'loyalty.comp_points.points': '{{points}} punkti',
  'loyalty.comp_points.level': 'Tase: {{level}}',
  'loyalty.level.title': 'Teie tase',
  'loyalty.level.guest': 'Logige sisse, et näha oma taset ja boonuspunkte.',
  'loyalty.level.load_failed': 'Teie taset ei õnnestunud laadida.',
  'loyalty.level.points': 'Boonuspunkte kokku: {{points}}',
  'loyalty.level.progress': 'Edenemine tasemele {{next}}',
  'loyalty.level.progress_text': 'Tasemeni {{next}} on jäänud {{points}} punkti',
  'loyalty.level.top': 'Olete jõudnud kõrgeimale tasemele.',
  'loyalty.level.all': 'Kõik tasemed',
  'loyalty.level.from': 'Alates {{points}} punktist',
  'loyalty.level.current': 'Teie tase',
  'loyalty.level.reached': 'Saavutatud',
};

export default et;
