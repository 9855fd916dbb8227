/** Styles of the promo timer, in every tournament widget that shows one (rendered inside the widget root). */
export const PROMO_TIMER_CSS = `
.casino-promo-timer { margin: 0; display: flex; flex-wrap: wrap; align-items: baseline; gap: 6px; }
.casino-promo-timer__label { color: var(--casino-color-muted); font-size: 0.875rem; }
.casino-promo-timer__clock { font-weight: 700; font-size: 1.125rem; font-variant-numeric: tabular-nums; }
.casino-promo-timer--finished { color: var(--casino-color-muted); font-weight: 600; }
`;
