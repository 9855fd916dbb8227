import type { EmbedMessages } from './en';

/** German strings of the `embed` namespace. */
const de: EmbedMessages = {
  'frame.not_allowed_title': 'Dieses Widget kann hier nicht angezeigt werden',
  'frame.not_allowed': 'Das Casino erlaubt {{parent}} nicht, seine Widgets einzubetten.',
  'frame.not_allowed_fix': 'Der Betreiber dieser Website kann das Casino bitten, ihre Adresse freizugeben.',
  'frame.missing_parent': 'Die Adresse der einbettenden Seite fehlt oder ist kein Origin.',
  'frame.missing_parent_fix': 'Öffnen Sie diese Seite als /embed/{{widget}}?parent=https://ihre-seite.example.',
  'frame.unknown_widget': 'Es gibt kein Widget namens „{{widget}}“.',
};
export default de;
