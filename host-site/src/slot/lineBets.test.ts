import { defaultLineBet, lineBetSteps, totalBet } from './lineBets';

describe('line bets', () => {
  it('steps 1, 2, 5 through each power of ten within the bounds', () => {
    expect(lineBetSteps(1, 10_000)).toEqual([1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000]);
  });

  it('keeps both bounds even off the ladder', () => {
    expect(lineBetSteps(3, 300)).toEqual([3, 5, 10, 20, 50, 100, 200, 300]);
    expect(lineBetSteps(7, 7)).toEqual([7]);
  });

  it('refuses bounds that are not whole minor units in order', () => {
    expect(() => lineBetSteps(0, 10)).toThrow(RangeError);
    expect(() => lineBetSteps(10, 5)).toThrow(RangeError);
    expect(() => lineBetSteps(1.5, 5)).toThrow(RangeError);
  });

  it('starts at 10 minor units, or the step nearest to it', () => {
    expect(defaultLineBet(lineBetSteps(1, 10_000))).toBe(10);
    expect(defaultLineBet(lineBetSteps(50, 500))).toBe(50);
    expect(defaultLineBet([1, 2, 5])).toBe(5);
  });

  it('bets 20 line bets in total', () => {
    expect(totalBet(5)).toBe(100);
    expect(totalBet(10_000)).toBe(200_000);
  });
});
