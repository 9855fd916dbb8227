/** Height of a tile's caption (title and provider, one line each), in px; the grid's row height counts on it. */
export const TILE_CAPTION_HEIGHT = 56;
/** Gap between tiles, in px. */
export const TILE_GAP = 12;
/** Narrowest tile, in px: 7 columns on a 1280 px desktop page, 2 on a 390 px phone. */
export const TILE_MIN_WIDTH = 160;
/** Height of the preview art over its width (the art is 400 × 300). */
export const ART_RATIO = 3 / 4;

/**
 * Styles of the game widgets, rendered next to the widget CSS in each game widget root (so they apply in a shadow
 * root too). Tile actions show on hover and keyboard focus; on touch screens (no hover) they always show.
 */
export const GAMES_CSS = `
.casino-widget:is([data-casino-widget="game-grid"], [data-casino-widget="game-row"], [data-casino-widget="favorite-games"],
  [data-casino-widget="recent-games"], [data-casino-widget="game-search"]) { max-width: none; }
.casino-widget[data-casino-widget="game-tile"] { max-width: 260px; padding: 0; }
.casino-games__head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 4px 16px; margin-bottom: 12px; }
.casino-games__head h2 { margin: 0; }
.casino-games__count { color: var(--casino-color-muted); margin: 0; }
.casino-game-grid {
  display: grid; gap: ${TILE_GAP}px; list-style: none; padding: 0; margin: 0;
  grid-template-columns: repeat(auto-fill, minmax(min(${TILE_MIN_WIDTH}px, 100%), 1fr));
}
.casino-game-grid > li { min-width: 0; }
.casino-game-tile { position: relative; display: flex; flex-direction: column; min-width: 0; }
.casino-game-tile__art {
  position: relative; aspect-ratio: 4 / 3; overflow: hidden;
  border-radius: var(--casino-border-radius); background: var(--casino-color-surface);
}
.casino-game-tile__art img { display: block; width: 100%; height: 100%; object-fit: cover; }
.casino-game-tile__caption { height: ${TILE_CAPTION_HEIGHT}px; padding-top: 6px; overflow: hidden; }
.casino-game-tile__title, .casino-game-tile__provider {
  display: block; margin: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.casino-game-tile__title { font-size: 1rem; font-weight: 600; color: var(--casino-color-text); }
a.casino-game-tile__title { text-decoration: none; }
a.casino-game-tile__title:hover { text-decoration: underline; }
.casino-game-tile__provider { font-size: 0.875rem; color: var(--casino-color-muted); }
.casino-game-tile__badges { position: absolute; top: 6px; left: 6px; display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 0; padding: 0; }
.casino-game-tile__badges li {
  font-size: 0.75rem; font-weight: 700; padding: 1px 6px; border-radius: 999px;
  background: var(--casino-color-primary); color: var(--casino-color-on-primary);
}
.casino-game-tile__actions {
  position: absolute; inset: auto 0 0 0; display: flex; align-items: center; justify-content: center; gap: 8px;
  padding: 8px; background: color-mix(in srgb, var(--casino-color-background) 85%, transparent);
}
@media (hover: hover) {
  .casino-game-tile__actions { inset: 0; opacity: 0; transition: opacity 0.15s; }
  .casino-game-tile:hover .casino-game-tile__actions, .casino-game-tile:focus-within .casino-game-tile__actions { opacity: 1; }
}
.casino-game-tile__actions .casino-button, .casino-game-tile__actions a { min-height: 36px; padding: 4px 12px; }
.casino-game-tile__play { text-decoration: none; display: inline-flex; align-items: center; }
.casino-game-tile__demo { color: var(--casino-color-text); font-weight: 600; }
.casino-game-tile__favourite { min-width: 40px; font-size: 1.25rem; line-height: 1; }
.casino-game-tile__favourite[aria-pressed="true"] { color: var(--casino-color-primary); }
.casino-game-tile__note {
  position: absolute; inset: auto 0 0 0; margin: 0; padding: 6px 8px; font-size: 0.875rem; font-weight: 600;
  background: var(--casino-color-background); color: var(--casino-color-text);
}
.casino-game-tile__note--error { color: var(--casino-color-danger); }
.casino-game-tile--skeleton .casino-game-tile__art { animation: casino-pulse 1.2s ease-in-out infinite alternate; }
@keyframes casino-pulse { from { opacity: 1; } to { opacity: 0.5; } }
@media (prefers-reduced-motion: reduce) { .casino-game-tile--skeleton .casino-game-tile__art { animation: none; } }
.casino-game-card {
  display: flex; flex-direction: column; justify-content: center; align-items: center; gap: 4px; text-align: center;
  width: 100%; aspect-ratio: 4 / 3; border-radius: var(--casino-border-radius); padding: 8px;
  border: 2px dashed var(--casino-color-primary); background: var(--casino-color-surface);
  color: var(--casino-color-text); font: inherit; cursor: pointer; text-decoration: none;
}
.casino-game-card strong { font-size: 1.1rem; }
.casino-game-card span { font-size: 0.875rem; color: var(--casino-color-muted); }
.casino-game-row { position: relative; }
.casino-game-row__track {
  display: grid; grid-auto-flow: column; grid-auto-columns: minmax(${TILE_MIN_WIDTH}px, calc((100% - 3 * ${TILE_GAP}px) / 4));
  gap: ${TILE_GAP}px; overflow-x: auto; scroll-snap-type: x mandatory; list-style: none; margin: 0; padding: 0 0 4px;
}
.casino-game-row__track > li { scroll-snap-align: start; min-width: 0; }
.casino-game-row__nav { display: flex; gap: 8px; align-items: center; }
.casino-game-row__nav .casino-button { min-height: 36px; padding: 4px 12px; }
.casino-pager { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: center; margin-top: 16px; }
.casino-pager a { color: var(--casino-color-text); font-weight: 600; }
.casino-game-search { position: relative; }
.casino-game-search__box { position: relative; display: flex; align-items: center; }
.casino-game-search__box input { padding-inline-end: 44px; }
.casino-game-search__clear { position: absolute; inset-inline-end: 2px; min-width: 40px; padding: 4px; border: none; }
.casino-game-search__list { display: flex; flex-direction: column; gap: 4px; margin-top: 4px; }
.casino-game-search__option { display: flex; align-items: center; gap: 8px; border: 0; margin: 0; padding: 4px; min-width: 0; }
.casino-game-search__option [role="option"] { cursor: pointer; border-radius: var(--casino-border-radius); }
.casino-game-search__option [role="option"]:hover { background: var(--casino-color-surface); }
.casino-game-search__option [role="option"][aria-selected="true"] {
  background: var(--casino-color-surface); outline: 3px solid var(--casino-color-primary); outline-offset: 1px;
}
.casino-game-search__demo { font-weight: 600; padding: 8px 12px; text-decoration: underline; }
.casino-game-search__game {
  flex: 1; min-width: 0; display: grid; grid-template-columns: 64px minmax(0, 1fr); gap: 12px; align-items: center;
}
.casino-game-search__game img { width: 64px; height: 48px; object-fit: cover; border-radius: 4px; }
.casino-game-search__caption { min-width: 0; }
`;
