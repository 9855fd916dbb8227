import { evaluateLine, scatterMultiplier } from './line-win';
import { SLOT_MATHS, type SlotMaths } from './slot-maths';
import { SCATTER, SYMBOLS, type SymbolId } from './symbols';

/** Figures of a slot maths over every reel-stop combination; returns are per spin, in total bets. */
export interface SlotStats {
  /** Reel-stop combinations enumerated: the product of the strip lengths. */
  combinations: number;
  /** Mean return, e.g. `0.96`. */
  rtp: number;
  /** Share of spins that win anything. */
  hitFrequency: number;
  /** Standard deviation of one spin's return. */
  standardDeviation: number;
  /** Largest return of any combination. */
  maxWin: number;
  /** Share of spins returning at least 10, 100 and 1000 total bets. */
  winsOver: { 10: number; 100: number; 1000: number };
}

/**
 * Enumerates every reel-stop combination (110 million for the shared maths, about 15 s) and pays each one
 * exactly like `spin`: the spread of outcomes that the per-line RTP formula does not give.
 */
export function enumerateSlotStats(maths: SlotMaths = SLOT_MATHS): SlotStats {
  const reelCount = maths.reels.length;
  const base = SYMBOLS.length;
  const place = Array.from({ length: reelCount }, (_, reel) => base ** (reelCount - 1 - reel));
  const linePay = new Int32Array(base ** reelCount);
  const cells: SymbolId[] = [];
  for (let index = 0; index < linePay.length; index++) {
    for (let reel = 0; reel < reelCount; reel++) {
      cells[reel] = SYMBOLS[Math.floor(index / (place[reel] ?? 1)) % base] as SymbolId;
    }
    linePay[index] = evaluateLine(cells, maths.linePays)?.multiplier ?? 0;
  }
  const lines = maths.paylines.length;
  // Per reel and stop: each payline's symbol index already scaled by its reel's place, and the visible scatters.
  const columns = maths.reels.map((strip, reel) => {
    const digits = new Int32Array(strip.length * lines);
    const scatters = new Int32Array(strip.length);
    for (let stop = 0; stop < strip.length; stop++) {
      maths.paylines.forEach((rows, line) => {
        const symbol = strip[(stop + (rows[reel] ?? 0)) % strip.length] as SymbolId;
        digits[stop * lines + line] = SYMBOLS.indexOf(symbol) * (place[reel] ?? 0);
      });
      for (let row = 0; row < maths.rows; row++) {
        if (strip[(stop + row) % strip.length] === SCATTER) scatters[stop] = (scatters[stop] ?? 0) + 1;
      }
    }
    return { digits, scatters, length: strip.length };
  });
  const scatterPay = Array.from(
    { length: reelCount * maths.rows + 1 },
    (_, count) => scatterMultiplier(maths.scatterPays, count) * lines,
  );
  let maxLinePay = 0;
  for (const pay of linePay) maxLinePay = Math.max(maxLinePay, pay);
  // Wins in line bets, counted by value.
  const counts = new Float64Array(lines * maxLinePay + Math.max(...scatterPay) + 1);

  const partial = Array.from({ length: reelCount }, () => new Int32Array(lines));
  const visit = (reel: number, scatters: number): void => {
    const column = columns[reel];
    const previous = partial[reel - 1];
    const current = partial[reel];
    if (!column || !current) return;
    const last = reel === reelCount - 1;
    for (let stop = 0; stop < column.length; stop++) {
      const offset = stop * lines;
      const seen = scatters + (column.scatters[stop] ?? 0);
      if (last) {
        let win = scatterPay[seen] ?? 0;
        for (let line = 0; line < lines; line++) {
          win += linePay[(previous?.[line] ?? 0) + (column.digits[offset + line] ?? 0)] ?? 0;
        }
        counts[win] = (counts[win] ?? 0) + 1;
      } else {
        for (let line = 0; line < lines; line++) {
          current[line] = (previous?.[line] ?? 0) + (column.digits[offset + line] ?? 0);
        }
        visit(reel + 1, seen);
      }
    }
  };
  visit(0, 0);

  const combinations = maths.reels.reduce((product, strip) => product * strip.length, 1);
  let sum = 0n;
  let squares = 0n;
  let hits = 0;
  let maxWin = 0;
  const over = { 10: 0, 100: 0, 1000: 0 };
  counts.forEach((count, win) => {
    if (count === 0) return;
    sum += BigInt(count) * BigInt(win);
    squares += BigInt(count) * BigInt(win) * BigInt(win);
    if (win > 0) hits += count;
    maxWin = win;
    for (const threshold of [10, 100, 1000] as const) if (win >= threshold * lines) over[threshold] += count;
  });
  const rtp = Number(sum) / lines / combinations;
  const meanSquare = Number(squares) / (lines * lines) / combinations;
  return {
    combinations,
    rtp,
    hitFrequency: hits / combinations,
    standardDeviation: Math.sqrt(meanSquare - rtp * rtp),
    maxWin: maxWin / lines,
    winsOver: { 10: over[10] / combinations, 100: over[100] / combinations, 1000: over[1000] / combinations },
  };
}
