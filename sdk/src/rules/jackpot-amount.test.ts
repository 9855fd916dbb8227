import { jackpotMajorAmount } from './jackpot-amount';

describe('jackpot amounts', () => {
  it('writes amounts as cents divided by 100', () => {
    expect(jackpotMajorAmount(1_234_567)).toBe(12_345.67);
    expect(jackpotMajorAmount(5)).toBe(0.05);
  });
});
