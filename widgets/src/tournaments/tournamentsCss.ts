/**
 * Styles of the tournament widgets, rendered next to the widget CSS in each tournament widget root (so they apply in
 * a shadow root too). Leaderboard rows are 40 px high, as `LEADERBOARD_ROW_HEIGHT` counts them.
 */
export const TOURNAMENTS_CSS = `
.casino-widget[data-casino-widget^="tournament"] { max-width: 960px; width: 100%; }
.casino-tournaments h2, .casino-tournaments h3 { margin: 0; }
.casino-tournaments .casino-tabs { display: flex; flex-wrap: wrap; gap: 4px; border-bottom: 1px solid var(--casino-color-border); }
.casino-tournaments .casino-tabs__tab {
  font: inherit; font-weight: 600; min-height: 44px; padding: 8px 16px; cursor: pointer;
  color: var(--casino-color-text); background: none; border: none; border-bottom: 3px solid transparent;
}
.casino-tournaments .casino-tabs__tab[aria-selected="true"] { border-bottom-color: var(--casino-color-primary); }
.casino-leaderboard__scroll {
  max-height: 440px; overflow-y: auto; overscroll-behavior: contain; border: 1px solid var(--casino-color-border);
  border-radius: var(--casino-border-radius); background: var(--casino-color-surface);
}
.casino-leaderboard__scroll:focus-visible { outline: 2px solid var(--casino-color-primary); outline-offset: 2px; }
.casino-leaderboard__table { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: 0.875rem; }
.casino-leaderboard__table tr { height: 40px; }
.casino-leaderboard__table th, .casino-leaderboard__table td {
  height: 40px; box-sizing: border-box; padding: 0 10px; text-align: start; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.casino-leaderboard__table th:first-child { width: 4.5em; }
.casino-leaderboard__table thead th {
  position: sticky; top: 0; z-index: 1; background: var(--casino-color-surface); color: var(--casino-color-muted);
  font-weight: 600; border-bottom: 1px solid var(--casino-color-border);
}
.casino-leaderboard__table tbody tr + tr { border-top: 1px solid var(--casino-color-border); }
.casino-leaderboard__place { font-weight: 700; font-variant-numeric: tabular-nums; }
.casino-leaderboard__score { font-variant-numeric: tabular-nums; }
.casino-leaderboard__row--top1 .casino-leaderboard__place { color: #b8860b; }
.casino-leaderboard__row--top2 .casino-leaderboard__place { color: #6b7280; }
.casino-leaderboard__row--top3 .casino-leaderboard__place { color: #a0522d; }
.casino-leaderboard__row--own th, .casino-leaderboard__row--own td {
  background: color-mix(in srgb, var(--casino-color-primary) 16%, var(--casino-color-surface)); font-weight: 700;
}
.casino-leaderboard__pinned th, .casino-leaderboard__pinned td {
  position: sticky; bottom: 0; z-index: 1; border-top: 2px solid var(--casino-color-primary);
}
.casino-leaderboard__jump {
  margin-inline-start: 8px; font: inherit; font-size: 0.8rem; padding: 2px 8px; cursor: pointer; border-radius: 999px;
  border: 1px solid var(--casino-color-primary); background: none; color: var(--casino-color-text);
}
`;
