import { OCEAN_SLOT, STARFISH_GRID } from './testing/slotFixtures';
import { cellKey, winningCells } from './winningCells';

describe('winningCells', () => {
  it('marks the first count reels along a winning line', () => {
    const cells = winningCells(
      [{ line: 4, symbol: 'h2', count: 4, amount_cents: 100 }],
      OCEAN_SLOT.paylines,
      STARFISH_GRID,
    );
    // line 4 is the V: rows 0, 1, 2, 1 on reels 1–4
    expect([...cells].sort()).toEqual([cellKey(0, 0), cellKey(1, 1), cellKey(2, 2), cellKey(3, 1)].sort());
  });

  it('marks every scatter in the window for a scatter win, and nothing without wins', () => {
    const grid = [
      ['scatter', 'l1', 'l2'],
      ['l1', 'l2', 'l3'],
      ['l1', 'scatter', 'l3'],
      ['l1', 'l2', 'l3'],
      ['l1', 'l2', 'scatter'],
    ];
    const cells = winningCells(
      [{ line: null, symbol: 'scatter', count: 3, amount_cents: 1000 }],
      OCEAN_SLOT.paylines,
      grid,
    );
    expect([...cells].sort()).toEqual([cellKey(0, 0), cellKey(2, 1), cellKey(4, 2)].sort());
    expect(winningCells([], OCEAN_SLOT.paylines, grid).size).toBe(0);
  });
});
