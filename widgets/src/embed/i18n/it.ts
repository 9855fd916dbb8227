import type { EmbedMessages } from './en';

/** Italian strings of the `embed` namespace. */
const it: EmbedMessages = {
  'frame.not_allowed_title': 'Questo widget non può essere mostrato qui',
  'frame.not_allowed': 'Il casinò non consente a {{parent}} di incorporare i suoi widget.',
  'frame.not_allowed_fix':
    'Il proprietario del sito può chiedere al casinò di aggiungere il suo indirizzo ai siti consentiti.',
  'frame.missing_parent': 'L’indirizzo della pagina che incorpora questo widget manca o non è un’origine.',
  'frame.missing_parent_fix': 'Apri questa pagina come /embed/{{widget}}?parent=https://il-tuo-sito.example.',
  'frame.unknown_widget': 'Non esiste un widget chiamato «{{widget}}».',
};
export default it;
