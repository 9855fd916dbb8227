import { memoryStorage } from '../../test/memory-storage';
import { type Casino, createCasino } from '../casino';
import {
  createFixturePlatform,
  FIXTURE_ORIGIN,
  FIXTURE_PASSWORD,
  type FixturePlatform,
  fixtureDepositOffer,
} from '../testing';
import { createGifts } from './gifts';
import { createPromoCodes, PROMO_CODE_STORAGE_KEYS, type PromoAction, type PromoCodesModule } from './promo-codes';

let platform: FixturePlatform;
let session: ReturnType<typeof memoryStorage>;
let casino: Casino;
let promoCodes: PromoCodesModule;
let actions: PromoAction[];

function create(initial: Record<string, string> = {}) {
  session = memoryStorage(initial);
  casino = createCasino({
    baseUrl: FIXTURE_ORIGIN,
    retryDelay: () => 0,
    fetch: platform.fetch,
    realtime: false,
    storage: { session },
  });
  actions = [];
  promoCodes = createPromoCodes(casino, createGifts(casino), { onAction: (action) => actions.push(action) });
}

const asked = (route: string) => platform.requests.filter((request) => request.route === route);
/** Requests of the promo code routes: what the module itself sends. */
const promoRequests = () =>
  platform.requests.filter((request) =>
    ['setBonusCode', 'clearBonusCode', 'redeemCoupon'].includes(String(request.route)),
  );

beforeEach(() => {
  // QUICK10 is a deposit offer, so a valid deposit code; FREE10 and USED are coupons
  platform = createFixturePlatform({
    bonuses: {
      depositOffers: [fixtureDepositOffer({ id: 'QUICK10' })],
      coupons: { FREE10: 'successfully_activated', USED: 'already_activated' },
    },
  });
  create();
});

const signIn = async (expected: number) => {
  await casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD);
  await vi.waitFor(() => expect(actions).toHaveLength(expected));
};

describe('capture', () => {
  it('reads both codes from a URL or a path into session storage', () => {
    expect(promoCodes.capture('https://casino.test/?deposit_code=QUICK10&coupon_code=%20FREE10%20')).toEqual({
      depositCode: 'QUICK10',
      couponCode: 'FREE10',
    });
    expect(session.data.get(PROMO_CODE_STORAGE_KEYS.depositCode)).toBe('QUICK10');
    expect(session.data.get(PROMO_CODE_STORAGE_KEYS.couponCode)).toBe('FREE10');
    expect(promoCodes.capture(new URL('https://casino.test/games'))).toEqual({ depositCode: null, couponCode: null });
    expect(promoCodes.capture('/?coupon_code=USED')).toEqual({ depositCode: null, couponCode: 'USED' });
    expect(promoCodes.pending.value).toEqual({ depositCode: 'QUICK10', couponCode: 'USED' });
  });

  it('starts from what session storage kept', () => {
    create({ [PROMO_CODE_STORAGE_KEYS.couponCode]: 'FREE10' });
    expect(promoCodes.pending.value).toEqual({ depositCode: null, couponCode: 'FREE10' });
  });
});

describe('apply after sign-in', () => {
  it('sets a valid deposit code and opens the deposit popup', async () => {
    promoCodes.capture('/?deposit_code=QUICK10');
    await casino.start();
    expect(promoRequests()).toHaveLength(0);
    await signIn(1);
    expect(actions).toEqual([{ type: 'open-deposit' }]);
    expect(asked('setBonusCode')[0]?.body).toEqual({ deposit_bonus_code: 'QUICK10' });
    expect(asked('clearBonusCode')).toHaveLength(0);
    expect(promoCodes.pending.value.depositCode).toBeNull();
    expect(session.data.has(PROMO_CODE_STORAGE_KEYS.depositCode)).toBe(false);
  });

  it('clears an invalid deposit code and still opens the deposit popup', async () => {
    promoCodes.capture('/?deposit_code=BOGUS');
    await signIn(1);
    expect(actions).toEqual([{ type: 'open-deposit' }]);
    await vi.waitFor(() => expect(asked('clearBonusCode')).toHaveLength(1));
    expect(promoCodes.pending.value.depositCode).toBeNull();
  });

  it('redeems a coupon and opens the gifts with its status', async () => {
    promoCodes.capture('/?coupon_code=FREE10&deposit_code=QUICK10');
    await signIn(2);
    expect(actions).toEqual([{ type: 'open-deposit' }, { type: 'open-gifts', status: 'successfully_activated' }]);
    expect(asked('redeemCoupon')[0]?.body).toEqual({ coupon_code: 'FREE10' });
    expect(promoCodes.pending.value).toEqual({ depositCode: null, couponCode: null });
    expect(session.data.size).toBe(0);
  });

  it('applies a code kept in session storage from an earlier page, once', async () => {
    create({ [PROMO_CODE_STORAGE_KEYS.couponCode]: 'USED' });
    await signIn(1);
    expect(actions).toEqual([{ type: 'open-gifts', status: 'already_activated' }]);
    expect(await promoCodes.apply()).toEqual([]);
    expect(asked('redeemCoupon')).toHaveLength(1);
  });

  it('does nothing for a guest', async () => {
    promoCodes.capture('/?coupon_code=FREE10');
    await casino.start();
    expect(await promoCodes.apply()).toEqual([]);
    expect(promoRequests()).toHaveLength(0);
    expect(promoCodes.pending.value.couponCode).toBe('FREE10');
  });
});

describe('clearForGuest', () => {
  it('clears both codes for a guest and keeps them for a signed-in player', async () => {
    promoCodes.capture('/?coupon_code=FREE10&deposit_code=QUICK10');
    await casino.start();
    promoCodes.clearForGuest();
    expect(promoCodes.pending.value).toEqual({ depositCode: null, couponCode: null });
    expect(session.data.size).toBe(0);
    await signIn(0);
    promoCodes.capture('/?coupon_code=FREE10');
    promoCodes.clearForGuest();
    expect(promoCodes.pending.value.couponCode).toBe('FREE10');
  });
});
