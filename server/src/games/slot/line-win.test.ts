import { evaluateLine, scatterMultiplier } from './line-win';
import { LINE_PAYS, SCATTER_PAYS } from './paytable';
import type { SymbolId } from './symbols';

const line = (text: string) => text.split(' ') as SymbolId[];

describe('evaluateLine', () => {
  it('pays a run of 3, 4 or 5 from the leftmost reel and nothing for 2 or a run that starts later', () => {
    expect(evaluateLine(line('h1 h1 h1 l2 l3'), LINE_PAYS)).toEqual({ symbol: 'h1', count: 3, multiplier: 40 });
    expect(evaluateLine(line('l4 l4 l4 l4 h2'), LINE_PAYS)).toEqual({ symbol: 'l4', count: 4, multiplier: 15 });
    expect(evaluateLine(line('h2 h2 h2 h2 h2'), LINE_PAYS)).toEqual({ symbol: 'h2', count: 5, multiplier: 400 });
    expect(evaluateLine(line('h1 h1 l2 h1 h1'), LINE_PAYS)).toBeNull();
    expect(evaluateLine(line('l2 h1 h1 h1 h1'), LINE_PAYS)).toBeNull();
  });

  it('lets wilds stand in for the symbol of the run, anywhere in it', () => {
    expect(evaluateLine(line('h3 wild h3 wild l1'), LINE_PAYS)).toEqual({ symbol: 'h3', count: 4, multiplier: 75 });
    expect(evaluateLine(line('wild l1 wild l1 l1'), LINE_PAYS)).toEqual({ symbol: 'l1', count: 5, multiplier: 100 });
  });

  it('pays the better of the leading wilds and the symbol they complete', () => {
    expect(evaluateLine(line('wild wild wild l4 h1'), LINE_PAYS)).toEqual({ symbol: 'wild', count: 3, multiplier: 50 });
    expect(evaluateLine(line('wild wild wild h1 h1'), LINE_PAYS)).toEqual({ symbol: 'h1', count: 5, multiplier: 1000 });
    expect(evaluateLine(line('wild wild wild wild wild'), LINE_PAYS)).toEqual({
      symbol: 'wild',
      count: 5,
      multiplier: 2500,
    });
  });

  it('never lets a wild stand in for the scatter, which breaks the line', () => {
    expect(evaluateLine(line('scatter wild wild h1 h1'), LINE_PAYS)).toBeNull();
    expect(evaluateLine(line('wild wild scatter h1 h1'), LINE_PAYS)).toBeNull();
    expect(evaluateLine(line('wild wild wild scatter h1'), LINE_PAYS)).toEqual({
      symbol: 'wild',
      count: 3,
      multiplier: 50,
    });
  });
});

describe('scatterMultiplier', () => {
  it('pays 3, 4 and 5 scatters and more than 5 as 5', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((count) => scatterMultiplier(SCATTER_PAYS, count))).toEqual([
      0, 0, 0, 5, 20, 100, 100,
    ]);
  });
});
