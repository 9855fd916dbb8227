import { enumerateSlotStats } from './exact-stats';
import { PAYLINES } from './paylines';
import { LINE_PAYS, SCATTER_PAYS } from './paytable';
import type { SlotRng } from './rng';
import { SLOT_RTP, theoreticalRtp } from './rtp';
import { SLOT_MATHS, type SlotMaths, STATED_RTP } from './slot-maths';
import { spin } from './spin';

/** Short strips with every kind of symbol, so every combination can be spun: 6 * 5 * 6 * 5 * 6 = 5,400. */
const SMALL_MATHS: SlotMaths = {
  reels: [
    ['wild', 'h1', 'l1', 'scatter', 'l2', 'h2'],
    ['l1', 'wild', 'h1', 'l2', 'scatter'],
    ['h1', 'l1', 'wild', 'scatter', 'l1', 'h2'],
    ['wild', 'l1', 'h1', 'l2', 'l1'],
    ['h2', 'scatter', 'l1', 'wild', 'h1', 'l2'],
  ],
  rows: 3,
  paylines: PAYLINES,
  linePays: LINE_PAYS,
  scatterPays: SCATTER_PAYS,
};

/** Spins every stop combination of `maths` once and returns the mean return per total bet. */
function spinEveryCombination(maths: SlotMaths): { rtp: number; hits: number; combinations: number } {
  const lengths = maths.reels.map((strip) => strip.length);
  const combinations = lengths.reduce((product, length) => product * length, 1);
  let paid = 0;
  let staked = 0;
  let hits = 0;
  for (let combination = 0; combination < combinations; combination++) {
    let rest = combination;
    const rng: SlotRng = {
      int: (bound) => {
        const stop = rest % bound;
        rest = Math.floor(rest / bound);
        return stop;
      },
    };
    const result = spin({ lineBetCents: 1 }, rng, maths);
    paid += result.totalWinCents;
    staked += result.betCents;
    if (result.totalWinCents > 0) hits++;
  }
  return { rtp: paid / staked, hits, combinations };
}

describe('theoreticalRtp', () => {
  it('matches the stated 96.00 % to 0.01 %', () => {
    expect(Math.abs(SLOT_RTP - STATED_RTP)).toBeLessThan(0.0001);
    expect(theoreticalRtp(SLOT_MATHS)).toEqual({
      numerator: 105_865_925,
      denominator: 110_273_600,
      lineNumerator: 103_628_570,
      value: SLOT_RTP,
    });
  });

  it('equals the mean return of spinning every reel-stop combination', () => {
    const spun = spinEveryCombination(SMALL_MATHS);
    const exact = theoreticalRtp(SMALL_MATHS);
    expect(exact.denominator).toBe(spun.combinations);
    expect(exact.value).toBeCloseTo(spun.rtp, 12);
    const stats = enumerateSlotStats(SMALL_MATHS);
    expect(stats.rtp).toBeCloseTo(spun.rtp, 12);
    expect(stats.hitFrequency).toBe(spun.hits / spun.combinations);
  });
});

describe('enumerateSlotStats', () => {
  it('gives the spread of outcomes: mean square, hit frequency and the largest win', () => {
    const lengths = SMALL_MATHS.reels.map((strip) => strip.length);
    const returns: number[] = [];
    const combinations = lengths.reduce((product, length) => product * length, 1);
    for (let combination = 0; combination < combinations; combination++) {
      let rest = combination;
      const result = spin(
        { lineBetCents: 1 },
        {
          int: (bound) => {
            const stop = rest % bound;
            rest = Math.floor(rest / bound);
            return stop;
          },
        },
        SMALL_MATHS,
      );
      returns.push(result.totalWinCents / result.betCents);
    }
    const mean = returns.reduce((sum, value) => sum + value, 0) / combinations;
    const variance = returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / combinations;
    const stats = enumerateSlotStats(SMALL_MATHS);
    expect(stats.combinations).toBe(combinations);
    expect(stats.standardDeviation).toBeCloseTo(Math.sqrt(variance), 9);
    expect(stats.maxWin).toBe(Math.max(...returns));
    expect(stats.winsOver[10]).toBe(returns.filter((value) => value >= 10).length / combinations);
  });
});
