import { isNearListEnd } from '@casino/sdk/rules';
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { ART_RATIO, TILE_CAPTION_HEIGHT, TILE_GAP, TILE_MIN_WIDTH } from '../games/gamesCss';
import { columnsFor, type VisibleRange, visibleRange } from './visibleRange';

/** Rows rendered above and below the rows in view. */
export const GRID_OVERSCAN_ROWS = 2;

/** What a virtualised grid renders. */
export interface GridWindow extends VisibleRange {
  /** Tiles per row. */
  columns: number;
}

const initial: GridWindow = { start: 0, end: 0, before: 0, after: 0, columns: 1 };

/**
 * Internal: the rows of a window-scrolled grid to render. Measures the grid element itself (its bounding box, so it
 * works in a shadow root), listens to window scroll and resize (passive) and to the grid's own size, and calls
 * `onNearEnd` when the bottom of the grid is within `INFINITE_SCROLL_MARGIN_PX` of the viewport's bottom.
 */
export function useGridWindow(
  grid: RefObject<HTMLElement | null>,
  count: number,
  enabled: boolean,
  onNearEnd: () => void,
): GridWindow {
  const [view, setView] = useState<GridWindow>(initial);
  const nearEnd = useRef(onNearEnd);
  nearEnd.current = onNearEnd;

  const measure = useCallback(() => {
    const element = grid.current;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    const columns = columnsFor(rect.width, TILE_MIN_WIDTH, TILE_GAP);
    const tileWidth = Math.max(0, (rect.width - TILE_GAP * (columns - 1)) / columns);
    const rowHeight = tileWidth * ART_RATIO + TILE_CAPTION_HEIGHT + TILE_GAP;
    const scrollTop = window.scrollY;
    const viewportHeight = window.innerHeight;
    const gridTop = rect.top + scrollTop;
    const range = visibleRange({
      scrollTop,
      viewportHeight,
      gridTop,
      rowHeight,
      columns,
      overscan: GRID_OVERSCAN_ROWS,
      count,
    });
    setView((previous) =>
      previous.start === range.start &&
      previous.end === range.end &&
      previous.before === range.before &&
      previous.after === range.after &&
      previous.columns === columns
        ? previous
        : { ...range, columns },
    );
    const listHeight = Math.ceil(count / columns) * rowHeight;
    if (isNearListEnd({ scrollTop, clientHeight: viewportHeight, scrollHeight: gridTop + listHeight })) {
      nearEnd.current();
    }
  }, [grid, count]);

  useLayoutEffect(() => {
    if (!enabled) return;
    measure();
    const options = { passive: true } as const;
    window.addEventListener('scroll', measure, options);
    window.addEventListener('resize', measure, options);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (grid.current) observer?.observe(grid.current);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [enabled, measure, grid]);

  return view;
}
