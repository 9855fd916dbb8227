/** English strings of the `embed` namespace; every other language file has exactly these keys. */
const en = {
  'frame.not_allowed_title': 'This widget cannot be shown here',
  'frame.not_allowed': 'The casino does not allow {{parent}} to embed its widgets.',
  'frame.not_allowed_fix': 'The owner of that site can ask the casino to add its address to the allowed sites.',
  'frame.missing_parent': 'The address of the page that embeds this widget is missing or is not an origin.',
  'frame.missing_parent_fix': 'Open this page as /embed/{{widget}}?parent=https://your-site.example.',
  'frame.unknown_widget': 'There is no widget called “{{widget}}”.',
};

/** The keys and texts of the `embed` namespace. */
export type EmbedMessages = typeof en;
export default en;
