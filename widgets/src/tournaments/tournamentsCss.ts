/**
 * Styles of the tournament widgets, rendered next to the widget CSS in each tournament widget root (so they apply in
 * a shadow root too).
 */
export const TOURNAMENTS_CSS = `
.casino-widget[data-casino-widget^="tournament"] { max-width: 960px; width: 100%; }
`;
