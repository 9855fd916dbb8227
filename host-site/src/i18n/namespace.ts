/** The i18next namespace that holds every visible string of the host site. */
export const SITE_NAMESPACE = 'site';
