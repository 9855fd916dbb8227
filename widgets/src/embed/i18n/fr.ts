import type { EmbedMessages } from './en';

/** French strings of the `embed` namespace (used by fr-CA). */
const fr: EmbedMessages = {
  'frame.not_allowed_title': 'Ce widget ne peut pas être affiché ici',
  'frame.not_allowed': 'Le casino n’autorise pas {{parent}} à intégrer ses widgets.',
  'frame.not_allowed_fix':
    'Le propriétaire de ce site peut demander au casino d’ajouter son adresse aux sites autorisés.',
  'frame.missing_parent': 'L’adresse de la page qui intègre ce widget est absente ou n’est pas une origine.',
  'frame.missing_parent_fix': 'Ouvrez cette page sous la forme /embed/{{widget}}?parent=https://votre-site.example.',
  'frame.unknown_widget': 'Aucun widget ne s’appelle « {{widget}} ».',
};
export default fr;
