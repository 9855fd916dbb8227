import type { RateCard } from '../contract/rocket-mart';
import {
  clampQuantity,
  isAffordable,
  isOnTab,
  missingPoints,
  pricePoints,
  quantityBounds,
  ratePrice,
  showsQuantityStepper,
} from './rocket-mart';

const money: Pick<RateCard, 'rates' | 'rate' | 'type'> = {
  type: 'money',
  rate: { points: 1_000 },
  rates: [
    { currency: 'EUR', points: 1_000, amount_cents: 1_100 },
    { currency: 'USD', points: 950, amount_cents: 1_100 },
  ],
};

describe('Rocket Mart prices (loyalty.md §4, §9)', () => {
  it('reads the price of the player currency', () => {
    expect(ratePrice(money, 'USD')).toEqual({ currency: 'USD', points: 950, amount_cents: 1_100 });
    expect(pricePoints(money, 'USD')).toBe(950);
  });

  it('falls back to the EUR price for a currency without one', () => {
    expect(ratePrice(money, 'NOK')?.currency).toBe('EUR');
    expect(pricePoints(money, 'NOK')).toBe(1_000);
    expect(pricePoints(money, null)).toBe(1_000);
  });

  it('takes the one price of a card without prices per currency', () => {
    const lootbox: Pick<RateCard, 'rates' | 'rate' | 'type'> = { type: 'lootboxes', rate: { points: 300 }, rates: [] };
    expect(ratePrice(lootbox, 'EUR')).toBeNull();
    expect(pricePoints(lootbox, 'EUR')).toBe(300);
  });
});

describe('reward choice and quantity (loyalty.md §4, §5)', () => {
  it('applies a reward when the balance is at least its points', () => {
    expect(isAffordable(1_000, 1_000)).toBe(true);
    expect(isAffordable(999, 1_000)).toBe(false);
    expect(isAffordable(10, 0)).toBe(false);
  });

  it('bounds the quantity from 1 to the balance divided by the price, floored', () => {
    expect(quantityBounds(2_999, 1_000)).toEqual({ min: 1, max: 2 });
    expect(quantityBounds(3_000, 1_000)).toEqual({ min: 1, max: 3 });
    expect(quantityBounds(999, 1_000)).toEqual({ min: 1, max: 0 });
    expect(quantityBounds(-5, 100)).toEqual({ min: 1, max: 0 });
  });

  it('never goes past the most items one exchange gives', () => {
    expect(quantityBounds(1_000_000, 100)).toEqual({ min: 1, max: 100 });
  });

  it('shows the stepper only when more than one is affordable', () => {
    expect(showsQuantityStepper(1_999, 1_000)).toBe(false);
    expect(showsQuantityStepper(2_000, 1_000)).toBe(true);
    expect(showsQuantityStepper(500, 1_000)).toBe(false);
  });

  it('keeps a chosen quantity within the bounds', () => {
    const bounds = quantityBounds(3_500, 1_000);
    expect(clampQuantity(5, bounds)).toBe(3);
    expect(clampQuantity(0, bounds)).toBe(1);
    expect(clampQuantity(2.7, bounds)).toBe(2);
    expect(clampQuantity(Number.NaN, bounds)).toBe(1);
    expect(clampQuantity(4, quantityBounds(10, 1_000))).toBe(1);
  });

  it('states the missing amount', () => {
    expect(missingPoints(640, 1_000)).toBe(360);
    expect(missingPoints(2_500, 1_000, 3)).toBe(500);
    expect(missingPoints(5_000, 1_000)).toBe(0);
  });
});

describe('Rocket Mart tabs (loyalty.md §2)', () => {
  it('shows money, free spins and special rewards on the root, each on its own tab', () => {
    expect(isOnTab({ type: 'money' }, 'all')).toBe(true);
    expect(isOnTab({ type: 'special' }, 'all')).toBe(true);
    expect(isOnTab({ type: 'freespins' }, 'freespins')).toBe(true);
    expect(isOnTab({ type: 'money' }, 'freespins')).toBe(false);
  });

  it('counts loot boxes as special rewards and leaves lottery tickets out until Loyalty II', () => {
    expect(isOnTab({ type: 'lootboxes' }, 'special')).toBe(true);
    expect(isOnTab({ type: 'lootboxes' }, 'all')).toBe(true);
    expect(isOnTab({ type: 'lotteries' }, 'all')).toBe(false);
    expect(isOnTab({ type: 'lotteries' }, 'special')).toBe(false);
  });
});
