import type { BonusOffer, OfferCondition, OfferResult } from '../contract/bonuses';
import { offerBonusFor } from './offers';

const eur = (amount_cents: number) => [{ currency: 'EUR', amount_cents }];

function offer(result: OfferResult, conditions: OfferCondition[] = []): BonusOffer {
  return {
    id: 'OFFER',
    title: 'Offer',
    group_key: null,
    activatable_days: null,
    valid_days: 30,
    bonuses: [{ title: 'Offer', type: result.type, conditions, attributes: [], result_bonus: [result] }],
  };
}

const percent = (value: number, cap: number, wager = 35): OfferResult => ({
  type: 'bonus',
  percent: value,
  amounts: eur(cap),
  wager_multiplier: wager,
  max_win_multiplier: null,
});

describe('offerBonusFor', () => {
  it('gives a percent of the deposit, floored, up to the cap, with wagering as a multiple', () => {
    const quick = offer(percent(10, 5_000, 1), [{ field: 'amount', type: 'min', value: eur(1_000) }]);
    expect(offerBonusFor(quick, 'EUR', 20_000)).toEqual({ bonusCents: 2_000, wagerCents: 2_000, minCents: 1_000 });
    expect(offerBonusFor(quick, 'EUR', 1_005)).toEqual({ bonusCents: 100, wagerCents: 100, minCents: 1_000 });
    expect(offerBonusFor(quick, 'EUR', 90_000)).toEqual({ bonusCents: 5_000, wagerCents: 5_000, minCents: 1_000 });
    const welcome = offer(percent(100, 20_000));
    expect(offerBonusFor(welcome, 'EUR', 5_000)).toEqual({ bonusCents: 5_000, wagerCents: 175_000, minCents: null });
  });

  it('gives a fixed amount whatever the deposit', () => {
    const fixed = offer({
      type: 'bonus',
      percent: null,
      amounts: eur(500),
      wager_multiplier: 20,
      max_win_multiplier: 5,
    });
    expect(offerBonusFor(fixed, 'EUR', 100)).toEqual({ bonusCents: 500, wagerCents: 10_000, minCents: null });
  });

  it('does not apply under the minimum, over the maximum, in a missing currency or without bonus money', () => {
    const bounded = offer(percent(50, 10_000), [
      { field: 'amount', type: 'min', value: eur(3_000) },
      { field: 'amount', type: 'max', value: eur(50_000) },
    ]);
    expect(offerBonusFor(bounded, 'EUR', 2_999)).toBeNull();
    expect(offerBonusFor(bounded, 'EUR', 3_000)?.bonusCents).toBe(1_500);
    expect(offerBonusFor(bounded, 'EUR', 50_001)).toBeNull();
    expect(offerBonusFor(bounded, 'USD', 5_000)).toBeNull();
    const spins = offer({ type: 'freespins', count: 20, games: ['a/b'], bet_levels: eur(10), wager_multiplier: 10 });
    expect(offerBonusFor(spins, 'EUR', 5_000)).toBeNull();
  });

  it('leaves group and deposit-number conditions to the platform', () => {
    const vip = offer(percent(25, 100_000, 25), [
      { field: 'groups', type: 'pick', value: ['pick:759'] },
      { field: 'deposit_number', type: 'eq', value: 1 },
    ]);
    expect(offerBonusFor(vip, 'EUR', 60_000)).toEqual({ bonusCents: 15_000, wagerCents: 375_000, minCents: null });
  });
});
