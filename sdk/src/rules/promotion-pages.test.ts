import { isPromotionPageOn, isTester, isWheelPageOn } from './promotion-pages';

const pages = {
  rocket_mart: { enabled: true },
  rocket_chance: { enabled: false },
  lotteries: { enabled: false },
};
const wheel = {
  spin_cost: [{ currency: 'EUR', points: 500 }],
  lootbox_group_keys: ['wheel', 'manual_wheel'],
  spin_group_key: 'wheel_rocketmart',
  pages: [
    { product: 'rocketmart', enabled: true },
    { product: 'sport', enabled: false },
  ],
};

describe('promotion pages (loyalty.md §2: shown when on; testers see every page)', () => {
  it('follows the pages config for players, and is off until it has loaded', () => {
    expect(isPromotionPageOn(pages, 'rocket_mart', [])).toBe(true);
    expect(isPromotionPageOn(pages, 'rocket_chance', [1308])).toBe(false);
    expect(isPromotionPageOn(null, 'rocket_mart', [])).toBe(false);
  });

  it('shows testers (group 21, loyalty.md §6) every page', () => {
    expect(isTester([21])).toBe(true);
    expect(isTester(['21', 1309])).toBe(true);
    expect(isTester([210])).toBe(false);
    expect(isTester([{ id: 21, name: 'Testers' }])).toBe(true);
    expect(isPromotionPageOn(pages, 'rocket_chance', [21])).toBe(true);
  });

  it('shows a wheel page the wheel config lists and enables; testers also the disabled ones', () => {
    expect(isWheelPageOn(wheel, 'rocketmart', [])).toBe(true);
    expect(isWheelPageOn(wheel, 'sport', [])).toBe(false);
    expect(isWheelPageOn(wheel, 'sport', [21])).toBe(true);
    expect(isWheelPageOn(wheel, 'poker', [21])).toBe(false);
    expect(isWheelPageOn(null, 'rocketmart', [])).toBe(false);
  });
});
