import type { LootboxBonus } from '@casino/sdk/contract';
import { fillAmounts, formatAmount, inCurrency } from './prize-table';

const pounds = { code: 'GBP', symbol: '£', subunits: 100 };
const yen = { code: 'JPY', symbol: '¥', subunits: 1 };

const bonus: LootboxBonus = {
  title: '{bonus_amount} bonus',
  type: 'bonus',
  attributes: [
    {
      field: 'bonus_amount',
      value: [
        { currency: 'EUR', amount_cents: 500_000 },
        { currency: 'GBP', amount_cents: 450_000 },
      ],
    },
  ],
  result_bonus: [
    { field: 'wager', value: 30 },
    { field: 'max_win', value: [{ currency: 'GBP', amount_cents: 10 }] },
  ],
};

describe('prize texts in the box’s currency', () => {
  it('writes amounts grouped, with minor units only when there are some', () => {
    expect(formatAmount(450_000, pounds)).toBe('£4,500');
    expect(formatAmount(10, pounds)).toBe('£0.10');
    expect(formatAmount(1_600, yen)).toBe('¥1,600');
  });

  it('fills the placeholders from the prize’s amounts and leaves one without an amount in the currency', () => {
    expect(fillAmounts('{bonus_amount} bonus, wins up to {max_win}', bonus, pounds)).toBe(
      '£4,500 bonus, wins up to £0.10',
    );
    expect(fillAmounts('{bonus_amount} at {bet_level}', bonus, pounds)).toBe('£4,500 at {bet_level}');
  });

  it('cuts a prize down to its currency and writes its title, label and description', () => {
    const prize = { id: 1, weight: 5, label: '{bonus_amount}', description: 'up to {max_win}', bonus };
    const cut = inCurrency(prize, pounds);
    expect(cut).toMatchObject({ label: '£4,500', description: 'up to £0.10', bonus: { title: '£4,500 bonus' } });
    expect(cut.bonus.attributes).toEqual([
      { field: 'bonus_amount', value: [{ currency: 'GBP', amount_cents: 450_000 }] },
    ]);
  });
});
