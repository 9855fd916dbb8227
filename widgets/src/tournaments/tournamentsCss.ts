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
.casino-promo-cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); }
.casino-promo-card {
  display: flex; flex-direction: column; gap: 6px; height: 100%; box-sizing: border-box; padding: 14px;
  border: 1px solid var(--casino-color-border); border-radius: var(--casino-border-radius); background: var(--casino-color-surface);
}
.casino-promo-card p { margin: 0; }
.casino-promo-card__head { display: flex; justify-content: space-between; align-items: flex-start; gap: 8px; }
.casino-promo-card h3 { font-size: 1.05rem; }
.casino-promo-card__status {
  flex: none; display: inline-block; font-size: 0.75rem; font-weight: 700; text-transform: uppercase; padding: 2px 8px;
  border-radius: 999px; border: 1px solid var(--casino-color-border); color: var(--casino-color-text);
}
.casino-promo-card__status--active { background: var(--casino-color-primary); color: var(--casino-color-on-primary); border-color: transparent; }
.casino-promo-card__when { color: var(--casino-color-muted); font-size: 0.875rem; }
.casino-promo-card__pool { font-weight: 700; font-size: 1.1rem; }
.casino-promo-card__place { font-weight: 700; }
.casino-promo-card__link { margin-top: auto; text-decoration: none; text-align: center; }
.casino-tournament__banner {
  display: flex; flex-direction: column; gap: 4px; padding: 20px; border-radius: var(--casino-border-radius);
  background: linear-gradient(120deg, var(--casino-color-primary), var(--casino-color-surface)); color: var(--casino-color-on-primary);
}
.casino-tournament__banner p { margin: 0; }
.casino-tournament__banner .casino-promo-card__status { border-color: currentColor; color: inherit; }
.casino-tournament__banner .casino-promo-timer__label { color: inherit; }
.casino-tournament__join { align-items: flex-start; }
.casino-tournament__join p, .casino-tournament__joined { margin: 0; }
.casino-tournament__joined { font-weight: 700; }
.casino-tournament__prizes { margin: 0; padding-inline-start: 0; list-style: none; display: grid; gap: 4px; }
.casino-tournament__prize-place { display: inline-block; min-width: 5.5em; font-weight: 700; }
.casino-tournament__games { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); }
.casino-leaderboard__head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px 12px; }
.casino-leaderboard__live, .casino-leaderboard__final { font-size: 0.75rem; font-weight: 700; text-transform: uppercase; padding: 2px 8px; border-radius: 999px; }
.casino-leaderboard__live { border: 1px solid var(--casino-color-danger); color: var(--casino-color-danger); }
.casino-leaderboard__final { border: 1px solid var(--casino-color-border); }
.casino-leaderboard__count { color: var(--casino-color-muted); font-size: 0.875rem; }
.casino-leaderboard__scroll {
  max-height: 440px; overflow-y: auto; overscroll-behavior: contain; border: 1px solid var(--casino-color-border);
  border-radius: var(--casino-border-radius); background: var(--casino-color-surface);
}
.casino-leaderboard__scroll:focus-visible { outline: 2px solid var(--casino-color-primary); outline-offset: 2px; }
.casino-leaderboard__table { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: 0.875rem; }
.casino-leaderboard__table tr { height: 40px; }
.casino-leaderboard__table th, .casino-leaderboard__table td {
  height: 40px; box-sizing: border-box; padding: 0 8px; text-align: start; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.casino-leaderboard__table th:first-child { width: 4.75em; text-overflow: clip; }
.casino-leaderboard__table thead th:nth-child(3) { width: 30%; }
.casino-leaderboard__table thead th:nth-child(4) { width: 24%; }
.casino-leaderboard__table thead th {
  position: sticky; top: 0; z-index: 1; background: var(--casino-color-surface); color: var(--casino-color-muted);
  font-weight: 600; border-bottom: 1px solid var(--casino-color-border);
}
.casino-leaderboard__table tbody tr + tr { border-top: 1px solid var(--casino-color-border); }
.casino-leaderboard__place { font-weight: 700; font-variant-numeric: tabular-nums; }
.casino-leaderboard__score { font-variant-numeric: tabular-nums; }
.casino-leaderboard__row--top1 .casino-leaderboard__place, .casino-leaderboard__row--top2 .casino-leaderboard__place,
.casino-leaderboard__row--top3 .casino-leaderboard__place { color: var(--casino-color-primary); }
.casino-leaderboard__row--own th, .casino-leaderboard__row--own td {
  background: color-mix(in srgb, var(--casino-color-primary) 16%, var(--casino-color-surface)); font-weight: 700;
}
.casino-leaderboard__pinned th, .casino-leaderboard__pinned td {
  position: sticky; bottom: 0; z-index: 1; border-top: 2px solid var(--casino-color-primary);
}
.casino-leaderboard__jump {
  font: inherit; font-size: 0.8rem; font-weight: 700; padding: 1px 5px; cursor: pointer; border-radius: 999px; white-space: nowrap;
  border: 1px solid var(--casino-color-primary); background: var(--casino-color-surface); color: var(--casino-color-text);
}
`;
