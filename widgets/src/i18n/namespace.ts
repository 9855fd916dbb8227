/** The i18next namespace that holds every visible string of the widgets. */
export const WIDGETS_NAMESPACE = 'widgets';
