import type { EmbedMessages } from './en';

/** Norwegian strings of the `embed` namespace. */
const no: EmbedMessages = {
  'frame.not_allowed_title': 'Denne widgeten kan ikke vises her',
  'frame.not_allowed': 'Kasinoet tillater ikke {{parent}} å bygge inn widgetene sine.',
  'frame.not_allowed_fix':
    'Eieren av nettstedet kan be kasinoet om å legge adressen til blant de tillatte nettstedene.',
  'frame.missing_parent': 'Adressen til siden som bygger inn denne widgeten mangler eller er ikke en opprinnelse.',
  'frame.missing_parent_fix': 'Åpne denne siden som /embed/{{widget}}?parent=https://ditt-nettsted.example.',
  'frame.unknown_widget': 'Det finnes ingen widget som heter «{{widget}}».',
};
export default no;
