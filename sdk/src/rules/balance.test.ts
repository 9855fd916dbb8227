import { balanceView, wageringPercent } from './balance';

describe('balance view (core.md §3)', () => {
  it('splits real (cashout part) and bonus (total − cashout part)', () => {
    const view = balanceView({
      currency: 'EUR',
      amount_cents: 15_000,
      available_to_cashout_cents: 10_000,
      total_wagering_cents: 30_000,
      wagered_cents: 10_000,
    });
    expect(view).toEqual({
      currency: 'EUR',
      realCents: 10_000,
      bonusCents: 5_000,
      totalCents: 15_000,
      totalWageringCents: 30_000,
      wageredCents: 10_000,
      wageringPercent: 33,
    });
  });

  it('floors the wagering percentage and gives 0 when nothing is to be wagered', () => {
    expect(wageringPercent(2, 3)).toBe(66);
    expect(wageringPercent(199, 200)).toBe(99);
    expect(wageringPercent(200, 200)).toBe(100);
    expect(wageringPercent(0, 0)).toBe(0);
    expect(wageringPercent(500, 0)).toBe(0);
  });
});
