/** English strings of the `loyalty` namespace; every other language file has exactly these keys. */
const en = {
  'loyalty.comp_points.points': '{{points}} points',
  'loyalty.comp_points.level': 'Level: {{level}}',
  'loyalty.level.title': 'Your level',
  'loyalty.level.guest': 'Sign in to see your level and comp points.',
  'loyalty.level.load_failed': 'Your level could not be loaded.',
  'loyalty.level.points': 'Lifetime comp points: {{points}}',
  'loyalty.level.progress': 'Progress to {{next}}',
  'loyalty.level.progress_text': '{{points}} more points to reach {{next}}',
  'loyalty.level.top': 'You have reached the highest level.',
  'loyalty.level.all': 'All levels',
  'loyalty.level.from': 'From {{points}} points',
  'loyalty.level.current': 'Your level',
  'loyalty.level.reached': 'Reached',
};

/** The keys and English text of the `loyalty` namespace. */
export type LoyaltyMessages = Readonly<Record<keyof typeof en, string>>;

export default en satisfies LoyaltyMessages;
