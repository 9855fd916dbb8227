import { evaluateLine, scatterMultiplier } from './line-win';
import { SLOT_MATHS, type SlotMaths } from './slot-maths';
import { SCATTER, SYMBOLS, type SymbolId } from './symbols';

/** An exact return to player: `numerator / denominator`, where the denominator is the number of reel-stop combinations. */
export interface ExactRtp {
  /** Total paid over all reel-stop combinations, in total bets. */
  numerator: number;
  /** Number of reel-stop combinations: the product of the strip lengths. */
  denominator: number;
  /** The share of the line pays in the numerator; the rest is scatter pays. */
  lineNumerator: number;
  /** `numerator / denominator`, e.g. `0.96` for 96 %. */
  value: number;
}

function countsOf(strip: readonly SymbolId[]): number[] {
  return SYMBOLS.map((symbol) => strip.filter((s) => s === symbol).length);
}

/** How many stops of a strip show 0, 1, 2, … scatters in a window of `rows`. */
function scatterStops(strip: readonly SymbolId[], rows: number): number[] {
  const stops = Array.from({ length: rows + 1 }, () => 0);
  for (let stop = 0; stop < strip.length; stop++) {
    let visible = 0;
    for (let row = 0; row < rows; row++) if (strip[(stop + row) % strip.length] === SCATTER) visible++;
    stops[visible] = (stops[visible] ?? 0) + 1;
  }
  return stops;
}

/**
 * The exact theoretical return to player, without enumerating reel stops. A stop is uniform on each strip and the
 * reels are independent, so the symbol a payline crosses on a reel has that strip's symbol frequencies whatever
 * its row: every payline has the same expected pay, the sum over the 10^5 symbol tuples of their pay times
 * the product of their counts. Scatter pays follow from each reel's distribution of visible scatters.
 * With all lines played, the return is the expected line pay per line bet plus the expected scatter pay per total bet.
 */
export function theoreticalRtp(maths: SlotMaths = SLOT_MATHS): ExactRtp {
  const counts = maths.reels.map(countsOf);
  const denominator = maths.reels.reduce((product, strip) => product * strip.length, 1);
  let lineNumerator = 0;
  const cells: SymbolId[] = [];
  const visit = (reel: number, weight: number): void => {
    if (reel === maths.reels.length) {
      const outcome = evaluateLine(cells, maths.linePays);
      if (outcome) lineNumerator += outcome.multiplier * weight;
      return;
    }
    SYMBOLS.forEach((symbol, index) => {
      const count = counts[reel]?.[index] ?? 0;
      if (count === 0) return;
      cells[reel] = symbol;
      visit(reel + 1, weight * count);
    });
  };
  visit(0, 1);

  let scatterWays = [1];
  for (const strip of maths.reels) {
    const stops = scatterStops(strip, maths.rows);
    const next = Array.from({ length: scatterWays.length + stops.length - 1 }, () => 0);
    scatterWays.forEach((ways, total) => {
      stops.forEach((reelStops, visible) => {
        next[total + visible] = (next[total + visible] ?? 0) + ways * reelStops;
      });
    });
    scatterWays = next;
  }
  const scatterNumerator = scatterWays.reduce(
    (sum, ways, total) => sum + ways * scatterMultiplier(maths.scatterPays, total),
    0,
  );

  const numerator = lineNumerator + scatterNumerator;
  if (!Number.isSafeInteger(numerator))
    throw new RangeError('the RTP numerator overflows: use shorter reel strips or smaller pays');
  return { numerator, denominator, lineNumerator, value: numerator / denominator };
}

/** The exact return to player of the shared slot maths, e.g. `0.9601` for 96.01 %. */
export const SLOT_RTP: number = theoreticalRtp().value;
