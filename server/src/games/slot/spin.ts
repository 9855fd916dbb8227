import { evaluateLine, scatterMultiplier } from './line-win';
import type { SlotRng } from './rng';
import { SLOT_MATHS, type SlotMaths } from './slot-maths';
import { SCATTER, type SymbolId } from './symbols';

/** A stake: every payline is played, so the total bet is the line bet times the number of paylines. */
export interface SlotBet {
  /** Stake per payline, in minor units (cents); a positive integer. */
  lineBetCents: number;
}

/** One pay of a spin. */
export interface SlotWin {
  /** Payline number, from 1; null for the scatter, which pays anywhere. */
  line: number | null;
  symbol: SymbolId;
  /** Symbols in the run from the leftmost reel, or scatters in the window. */
  count: number;
  /** Amount won, in minor units. */
  amountCents: number;
}

/** The outcome of one spin. */
export interface SpinResult {
  /** Total stake: line bet times paylines, in minor units. */
  betCents: number;
  /** Stop drawn on each reel's strip. */
  stops: number[];
  /** The window, `grid[reel][row]`: reels left to right, rows top to bottom. */
  grid: SymbolId[][];
  /** Line wins in line order, then the scatter win if any. */
  wins: SlotWin[];
  /** Sum of the wins, in minor units. */
  totalWinCents: number;
  /** Scatters visible anywhere in the window. */
  scatterCount: number;
}

/** Draws one stop per reel from `rng` (the production code passes `cryptoRng`) and pays the window. */
export function spin(bet: SlotBet, rng: SlotRng, maths: SlotMaths = SLOT_MATHS): SpinResult {
  const { lineBetCents } = bet;
  const betCents = lineBetCents * maths.paylines.length;
  if (!Number.isSafeInteger(lineBetCents) || lineBetCents <= 0 || !Number.isSafeInteger(betCents)) {
    throw new RangeError(`lineBetCents must be a positive whole number of minor units, got ${lineBetCents}`);
  }
  const stops: number[] = [];
  const grid: SymbolId[][] = [];
  for (const strip of maths.reels) {
    const stop = rng.int(strip.length);
    const column: SymbolId[] = [];
    for (let row = 0; row < maths.rows; row++) column.push(strip[(stop + row) % strip.length] as SymbolId);
    stops.push(stop);
    grid.push(column);
  }
  return { betCents, stops, grid, ...payWindow(grid, lineBetCents, maths) };
}

/** The wins of a window (`grid[reel][row]`) for a line bet. */
export function payWindow(
  grid: readonly (readonly SymbolId[])[],
  lineBetCents: number,
  maths: SlotMaths = SLOT_MATHS,
): Pick<SpinResult, 'wins' | 'totalWinCents' | 'scatterCount'> {
  const wins: SlotWin[] = [];
  let totalWinCents = 0;
  const cells: SymbolId[] = [];
  for (let index = 0; index < maths.paylines.length; index++) {
    const rows = maths.paylines[index] ?? [];
    for (let reel = 0; reel < rows.length; reel++) cells[reel] = grid[reel]?.[rows[reel] ?? 0] as SymbolId;
    const outcome = evaluateLine(cells, maths.linePays);
    if (!outcome) continue;
    const amountCents = outcome.multiplier * lineBetCents;
    wins.push({ line: index + 1, symbol: outcome.symbol, count: outcome.count, amountCents });
    totalWinCents += amountCents;
  }
  let scatterCount = 0;
  for (const column of grid) for (const symbol of column) if (symbol === SCATTER) scatterCount++;
  const scatterPay = scatterMultiplier(maths.scatterPays, scatterCount);
  if (scatterPay > 0) {
    const amountCents = scatterPay * lineBetCents * maths.paylines.length;
    wins.push({ line: null, symbol: SCATTER, count: scatterCount, amountCents });
    totalWinCents += amountCents;
  }
  return { wins, totalWinCents, scatterCount };
}
