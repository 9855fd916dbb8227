/**
 * Styles of the jackpot ticker: the jackpot's name, then its levels side by side in equal columns, each name over its
 * amount, on one line at any width (the amounts' size follows the viewport), so the ticker keeps one height
 * (about 110px: its definition's reserved size is 112px) and a counting amount never moves anything.
 */
export const TICKER_CSS = `
.casino-widget[data-casino-widget="jackpot-ticker"] { max-width: none; padding: 14px 16px; }
.casino-jackpot-ticker { display: grid; gap: 6px; }
.casino-widget[data-casino-widget="jackpot-ticker"] .casino-skeleton { min-height: 72px; }
.casino-jackpot-ticker:focus-visible { outline: 2px solid var(--casino-color-primary); }
.casino-jackpot-ticker h2 { font-size: 0.875rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.casino-jackpot-levels { list-style: none; margin: 0; padding: 0; display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; gap: 12px; }
.casino-jackpot-levels li { display: grid; min-width: 0; line-height: 1.3; }
.casino-jackpot-level__name { color: var(--casino-color-muted); font-size: 0.75rem; text-transform: uppercase; }
.casino-jackpot-levels .casino-jackpot-amount { font-size: clamp(0.9rem, 3.6vw, 1.5rem); color: var(--casino-color-primary); overflow: hidden; }
`;
