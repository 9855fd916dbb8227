/** Where the page is scrolled and how the grid is laid out, in CSS pixels. */
export interface GridView {
  /** How far the window is scrolled down. */
  scrollTop: number;
  /** Height of the window (its viewport). */
  viewportHeight: number;
  /** Top of the grid's first row, from the top of the page (not of the viewport). */
  gridTop: number;
  /** Height of a row including the gap below it; more than 0. */
  rowHeight: number;
  /** Tiles per row; at least 1. */
  columns: number;
  /** Rows rendered above and below those in view. */
  overscan: number;
  /** Items of the list. */
  count: number;
}

/** The items to render and the space the rows left out take above and below them. */
export interface VisibleRange {
  /** First item rendered (from 0). */
  start: number;
  /** One past the last item rendered; `start === end` renders none. */
  end: number;
  /** Height of the rows above the first rendered one. */
  before: number;
  /** Height of the rows below the last rendered one. */
  after: number;
}

/**
 * The rows of a window-scrolled grid that are in view plus `overscan` rows on each side; the rows left out are
 * replaced by spacers, so the page keeps the height of the whole list. The number of items rendered stays at most
 * `(ceil(viewportHeight / rowHeight) + 1 + 2 × overscan) × columns`, however long the list.
 */
export function visibleRange(view: GridView): VisibleRange {
  const columns = Math.max(1, Math.floor(view.columns));
  const rowHeight = Math.max(1, view.rowHeight);
  const overscan = Math.max(0, Math.floor(view.overscan));
  const rows = Math.ceil(view.count / columns);
  const top = view.scrollTop - view.gridTop;
  const firstInView = Math.floor(top / rowHeight);
  // a grid still below the viewport renders its first rows, so that it is not empty when it scrolls into view
  const lastInView = Math.max(0, Math.floor((top + view.viewportHeight) / rowHeight));
  const firstRow = Math.min(rows, Math.max(0, firstInView - overscan));
  const lastRow = Math.min(rows, Math.max(firstRow, lastInView + overscan + 1));
  return {
    start: Math.min(view.count, firstRow * columns),
    end: Math.min(view.count, lastRow * columns),
    before: firstRow * rowHeight,
    after: (rows - lastRow) * rowHeight,
  };
}

/** Tiles per row of a grid `width` wide: as many tiles of at least `minTileWidth` as fit with `gap` between them, at least 1. */
export function columnsFor(width: number, minTileWidth: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (minTileWidth + gap)));
}
