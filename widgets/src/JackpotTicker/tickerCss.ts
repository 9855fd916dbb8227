/** Styles of the jackpot ticker: the levels on one line, wrapping on narrow screens. */
export const TICKER_CSS = `
.casino-jackpot-ticker { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 20px; }
.casino-jackpot-ticker:focus-visible { outline: 2px solid var(--casino-color-primary); outline-offset: 2px; }
.casino-jackpot-ticker h2 { font-size: 1rem; }
.casino-jackpot-levels { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px 20px; }
.casino-jackpot-levels li { display: flex; align-items: baseline; gap: 8px; }
.casino-jackpot-levels .casino-jackpot-amount { font-size: 1.25rem; color: var(--casino-color-primary); }
.casino-jackpot-level__name { color: var(--casino-color-muted); font-size: 0.875rem; text-transform: uppercase; }
`;
