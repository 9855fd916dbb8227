import type { BonusOffer } from '@casino/sdk/contract';
import { offerTerms } from './offerTerms';

const welcome: BonusOffer = {
  id: 'WELCOME100',
  title: 'Welcome bonus',
  group_key: 'welcome',
  activatable_days: null,
  valid_days: 30,
  bonuses: [
    {
      title: 'Welcome bonus',
      type: 'bonus',
      conditions: [
        { field: 'amount', type: 'min', value: [{ currency: 'EUR', amount_cents: 2000 }] },
        { field: 'deposit_number', type: 'eq', value: 1 },
        { field: 'groups', type: 'pick', value: ['pick:759', 'pick:255'] },
      ],
      attributes: [],
      result_bonus: [
        {
          type: 'bonus',
          percent: 100,
          amounts: [{ currency: 'EUR', amount_cents: 20_000 }],
          wager_multiplier: 35,
          max_win_multiplier: 10,
        },
      ],
    },
  ],
};

describe('offerTerms', () => {
  it('reads percent, cap, minimum, wagering, max win, deposit number and groups for a currency', () => {
    expect(offerTerms(welcome, 'EUR')).toEqual({
      percent: 100,
      amountCents: 20_000,
      minDepositCents: 2000,
      wagerMultiplier: 35,
      maxWinMultiplier: 10,
      freespins: null,
      depositNumber: 1,
      groups: ['759', '255'],
      activatableDays: null,
      validDays: 30,
    });
  });

  it('has no amounts for a currency the offer does not list', () => {
    expect(offerTerms(welcome, 'JPY')).toMatchObject({ amountCents: null, minDepositCents: null, percent: 100 });
  });

  it('reads free spins', () => {
    const spins: BonusOffer = {
      ...welcome,
      bonuses: [
        {
          title: 'Spins',
          type: 'freespins',
          conditions: [],
          attributes: [],
          result_bonus: [
            {
              type: 'freespins',
              count: 20,
              games: ['netent/starburst'],
              bet_levels: [{ currency: 'EUR', amount_cents: 10 }],
              wager_multiplier: 10,
            },
          ],
        },
      ],
    };
    expect(offerTerms(spins, 'EUR').freespins).toEqual({ count: 20, games: ['netent/starburst'], wagerMultiplier: 10 });
  });
});
