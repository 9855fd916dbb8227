import type { Pays } from './paytable';
import { SCATTER, type SymbolId, WILD } from './symbols';

/** What one payline pays: the symbol of the run, its length from the left, and the multiple of the line bet. */
export interface LineOutcome {
  symbol: Exclude<SymbolId, 'scatter'>;
  count: number;
  multiplier: number;
}

function paid(pays: Pays, count: number): number {
  return count >= 3 && count <= 5 ? (pays[count as 3 | 4 | 5] ?? 0) : 0;
}

/**
 * The pay of the symbols on one payline, left to right, or null when it pays nothing. A run starts on the leftmost
 * reel; wilds stand in for any symbol but the scatter, and a line that starts with wilds pays the better of the
 * wilds' own run and the run of the first other symbol (the wilds' run on a tie).
 */
export function evaluateLine(
  cells: readonly SymbolId[],
  linePays: Readonly<Record<Exclude<SymbolId, 'scatter'>, Pays>>,
): LineOutcome | null {
  let wilds = 0;
  while (wilds < cells.length && cells[wilds] === WILD) wilds++;
  const wildPay = paid(linePays.wild, wilds);
  const target = cells[wilds];
  if (target !== undefined && target !== SCATTER && target !== WILD) {
    let count = wilds + 1;
    while (count < cells.length && (cells[count] === target || cells[count] === WILD)) count++;
    const targetPay = paid(linePays[target], count);
    if (targetPay > wildPay) return { symbol: target, count, multiplier: targetPay };
  }
  return wildPay > 0 ? { symbol: 'wild', count: wilds, multiplier: wildPay } : null;
}

/** The scatter pay, as a multiple of the total bet, for `count` scatters in the window (more than 5 pay as 5). */
export function scatterMultiplier(scatterPays: Pays, count: number): number {
  return paid(scatterPays, Math.min(count, 5));
}
