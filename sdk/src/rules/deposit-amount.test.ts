import {
  DEPOSIT_PRESET_MULTIPLES,
  depositPresets,
  FIRST_DEPOSIT_AMOUNT,
  firstDepositAmountCents,
} from './deposit-amount';

describe('first deposit amount (core.md §9: "First deposit amount 50")', () => {
  it('is 50 units of the currency', () => {
    expect(FIRST_DEPOSIT_AMOUNT).toBe(50);
    expect(firstDepositAmountCents(100, { minAmountCents: 1_000, maxAmountCents: 500_000 })).toBe(5_000);
    expect(firstDepositAmountCents(1, { minAmountCents: 10, maxAmountCents: null })).toBe(50);
  });

  it('stays within the method bounds', () => {
    expect(firstDepositAmountCents(1, { minAmountCents: 1_500, maxAmountCents: 750_000 })).toBe(1_500);
    expect(firstDepositAmountCents(100, { minAmountCents: 100, maxAmountCents: 2_000 })).toBe(2_000);
  });
});

describe('deposit amount presets', () => {
  it('offers multiples of the minimum up to the maximum', () => {
    expect(DEPOSIT_PRESET_MULTIPLES).toEqual([1, 2, 5, 10, 25]);
    expect(depositPresets({ minAmountCents: 1_000, maxAmountCents: 500_000 })).toEqual([
      1_000, 2_000, 5_000, 10_000, 25_000,
    ]);
    expect(depositPresets({ minAmountCents: 2_000, maxAmountCents: 20_000 })).toEqual([2_000, 4_000, 10_000, 20_000]);
    expect(depositPresets({ minAmountCents: 10_000, maxAmountCents: null })).toHaveLength(5);
  });
});
