/** The i18next namespace of the strings the embedding runtime itself shows (the iframe page's messages). */
export const EMBED_NAMESPACE = 'embed';
