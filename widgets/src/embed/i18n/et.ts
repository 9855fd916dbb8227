import type { EmbedMessages } from './en';

/** Estonian strings of the `embed` namespace. */
const et: EmbedMessages = {
  'frame.not_allowed_title': 'Seda vidinat ei saa siin näidata',
  'frame.not_allowed': 'Kasiino ei luba saidil {{parent}} oma vidinaid manustada.',
  'frame.not_allowed_fix': 'Selle saidi omanik võib paluda kasiinol lisada oma aadressi lubatud saitide hulka.',
  'frame.missing_parent': 'Vidinat manustava lehe aadress puudub või ei ole päritolu.',
  'frame.missing_parent_fix': 'Avage see leht kujul /embed/{{widget}}?parent=https://teie-sait.example.',
  'frame.unknown_widget': 'Vidinat nimega „{{widget}}” ei ole.',
};
export default et;
