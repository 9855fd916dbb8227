/** Styles of the jackpot leaderboard: the two lists side by side where there is room. */
export const LEADERBOARD_CSS = `
.casino-widget[data-casino-widget="jackpot-leaderboard"] { max-width: 960px; width: 100%; }
.casino-jackpot-boards { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); }
.casino-jackpot-wins { width: 100%; border-collapse: collapse; }
.casino-jackpot-wins caption { text-align: start; font-weight: 700; padding-bottom: 6px; }
.casino-jackpot-wins th, .casino-jackpot-wins td { text-align: start; padding: 6px 8px; border-bottom: 1px solid var(--casino-color-border); }
.casino-jackpot-wins td:nth-child(3), .casino-jackpot-wins td:nth-child(4) { font-variant-numeric: tabular-nums; white-space: nowrap; }
`;
