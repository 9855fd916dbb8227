import { wheelSpinCost } from './wheel';

describe('wheel spin cost (loyalty.md §9: read per currency, falling back to EUR)', () => {
  const costs = [
    { currency: 'EUR', points: 500 },
    { currency: 'BRL', points: 2_500 },
  ];

  it('is the cost of the player’s currency', () => {
    expect(wheelSpinCost(costs, 'BRL')).toBe(2_500);
    expect(wheelSpinCost(costs, 'EUR')).toBe(500);
  });

  it('falls back to EUR for a currency without a cost, and for no currency', () => {
    expect(wheelSpinCost(costs, 'NOK')).toBe(500);
    expect(wheelSpinCost(costs, null)).toBe(500);
  });

  it('is null when neither the currency nor EUR has a cost', () => {
    expect(wheelSpinCost([{ currency: 'BRL', points: 2_500 }], 'USD')).toBeNull();
    expect(wheelSpinCost([], 'EUR')).toBeNull();
  });
});
