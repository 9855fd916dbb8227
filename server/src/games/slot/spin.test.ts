import type { SlotRng } from './rng';
import type { SlotMaths } from './slot-maths';
import { payWindow, spin } from './spin';
import type { SymbolId } from './symbols';

/** Hands out the given stops in order. */
function fixedStops(...stops: number[]): SlotRng {
  let next = 0;
  return { int: (bound) => (stops[next++] ?? 0) % bound };
}

const grid = (...reels: string[]) => reels.map((reel) => reel.split(' ') as SymbolId[]);

describe('spin', () => {
  it('shows each strip from its stop, wrapping past the end, and charges 20 line bets', () => {
    const result = spin({ lineBetCents: 5 }, fixedStops(0, 1, 2, 39, 38));
    expect(result.betCents).toBe(100);
    expect(result.stops).toEqual([0, 1, 2, 39, 38]);
    expect(result.grid.map((column) => column.length)).toEqual([3, 3, 3, 3, 3]);
    expect(result.grid[0]).toEqual(['wild', 'h2', 'l1']);
    expect(result.totalWinCents).toBe(result.wins.reduce((sum, win) => sum + win.amountCents, 0));
  });

  it('asks the RNG for one stop per reel, bounded by the strip length', () => {
    const bounds: number[] = [];
    spin({ lineBetCents: 1 }, { int: (bound) => bounds.push(bound) && 0 });
    expect(bounds).toEqual([41, 41, 41, 40, 40]);
  });

  it('refuses a line bet that is not a positive whole number of minor units', () => {
    for (const lineBetCents of [0, -5, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER]) {
      expect(() => spin({ lineBetCents }, fixedStops())).toThrow(/lineBetCents must be a positive whole number/);
    }
  });
});

describe('payWindow', () => {
  it('pays every payline in integer minor units, line number from 1', () => {
    const window = grid('h1 l1 l2', 'h1 l1 l3', 'wild l1 l4', 'h1 l2 l3', 'l3 l2 l4');
    const { wins, totalWinCents, scatterCount } = payWindow(window, 3);
    expect(scatterCount).toBe(0);
    expect(wins).toContainEqual({ line: 2, symbol: 'h1', count: 4, amountCents: 200 * 3 });
    expect(wins).toContainEqual({ line: 1, symbol: 'l1', count: 3, amountCents: 8 * 3 });
    expect(totalWinCents).toBe(wins.reduce((sum, win) => sum + win.amountCents, 0));
    for (const win of wins) expect(Number.isInteger(win.amountCents)).toBe(true);
  });

  it('pays scatters anywhere as a multiple of the total bet, after the line wins', () => {
    const window = grid('scatter l1 l2', 'l3 scatter l4', 'l1 l2 h4', 'h4 l2 scatter', 'l3 l2 h3');
    const { wins, totalWinCents, scatterCount } = payWindow(window, 2);
    expect(scatterCount).toBe(3);
    expect(wins.at(-1)).toEqual({ line: null, symbol: 'scatter', count: 3, amountCents: 5 * 40 });
    expect(totalWinCents).toBe(wins.reduce((sum, win) => sum + win.amountCents, 0));
  });

  it('follows the maths it is given', () => {
    const maths: SlotMaths = {
      reels: [['l1'], ['l1'], ['l1']],
      rows: 1,
      paylines: [[0, 0, 0]],
      linePays: { wild: {}, h1: {}, h2: {}, h3: {}, h4: {}, l1: { 3: 7 }, l2: {}, l3: {}, l4: {} },
      scatterPays: {},
    };
    expect(spin({ lineBetCents: 10 }, fixedStops(), maths)).toMatchObject({
      betCents: 10,
      wins: [{ line: 1, symbol: 'l1', count: 3, amountCents: 70 }],
      totalWinCents: 70,
    });
  });
});
