import { bonusesOf } from '@casino/sdk/bonuses';
import { createFixtureCasino } from '@casino/sdk/testing';

describe('bonusesOf', () => {
  it('gives every widget of a casino the same bonus modules, and another casino its own', () => {
    const first = createFixtureCasino().casino;
    const second = createFixtureCasino().casino;
    expect(bonusesOf(first)).toBe(bonusesOf(first));
    expect(bonusesOf(first).gifts).toBe(bonusesOf(first).gifts);
    expect(bonusesOf(second).gifts).not.toBe(bonusesOf(first).gifts);
  });

  it('loads the gifts of a session that was open before the modules were made', async () => {
    const { casino } = createFixtureCasino({
      signedInAs: 'eur@casino.test',
      bonuses: { coupons: { SPRING: 'successfully_activated' } },
    });
    await casino.start();
    const { gifts } = bonusesOf(casino);
    await vi.waitFor(() => expect(gifts.status.value).toBe('ready'));
  });

  it('tells its listeners what applying a URL promo code asks the page to do', async () => {
    const { casino } = createFixtureCasino({
      signedInAs: 'eur@casino.test',
      bonuses: { coupons: { SPRING: 'successfully_activated' } },
    });
    await casino.start();
    const bonuses = bonusesOf(casino);
    const seen = vi.fn();
    const stop = bonuses.onPromoAction(seen);
    // the modules apply the stored codes (none yet) at once for the open session
    await bonuses.promoCodes.apply();
    bonuses.promoCodes.capture('https://casino.test/?coupon_code=SPRING');
    await bonuses.promoCodes.apply();
    expect(seen).toHaveBeenCalledWith({ type: 'open-gifts', status: 'successfully_activated' });
    stop();
    bonuses.promoCodes.capture('https://casino.test/?coupon_code=SPRING');
    await bonuses.promoCodes.apply();
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
