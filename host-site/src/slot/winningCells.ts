import type { RoundWin } from '@casino/sdk/contract';

/** A cell of the window: `reel` from 0 (left), `row` from 0 (top). */
export interface Cell {
  reel: number;
  row: number;
}

/** Key of a cell in the set {@link winningCells} answers. */
export function cellKey(reel: number, row: number): string {
  return `${reel}:${row}`;
}

/**
 * The cells that made a round's wins: for a line win, the first `count` reels along its payline; for the scatter,
 * every scatter in the window. Keys are {@link cellKey}.
 */
export function winningCells(
  wins: readonly RoundWin[],
  paylines: readonly (readonly number[])[],
  grid: readonly (readonly string[])[],
): Set<string> {
  const cells = new Set<string>();
  for (const win of wins) {
    if (win.line === null) {
      grid.forEach((reel, reelIndex) => {
        reel.forEach((symbol, row) => {
          if (symbol === win.symbol) cells.add(cellKey(reelIndex, row));
        });
      });
      continue;
    }
    const rows = paylines[win.line - 1] ?? [];
    rows.slice(0, win.count).forEach((row, reel) => {
      cells.add(cellKey(reel, row));
    });
  }
  return cells;
}
