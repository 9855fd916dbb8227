import { type BonusesPlatform, startBonusesPlatform } from '../../test/bonuses-platform';
import { memoryStorage } from '../../test/memory-storage';
import { startTestPlatform, type TestPlatform } from '../../test/platform';
import { type Casino, createCasino } from '../casino';
import { createGifts } from './gifts';
import { createPromoCodes, PROMO_CODE_STORAGE_KEYS, type PromoAction, type PromoCodesModule } from './promo-codes';

let platform: TestPlatform;
let side: BonusesPlatform;
let session: ReturnType<typeof memoryStorage>;
let casino: Casino;
let promoCodes: PromoCodesModule;
let actions: PromoAction[];

function create(initial: Record<string, string> = {}) {
  session = memoryStorage(initial);
  casino = createCasino({
    baseUrl: platform.url,
    retryDelay: () => 0,
    fetch: side.fetch,
    realtime: false,
    storage: { session },
  });
  actions = [];
  promoCodes = createPromoCodes(casino, createGifts(casino), { onAction: (action) => actions.push(action) });
}

beforeEach(async () => {
  platform = await startTestPlatform();
  side = startBonusesPlatform();
  side.validBonusCodes.add('QUICK10');
  side.coupons = { FREE10: 'successfully_activated', USED: 'already_activated' };
  create();
});
afterEach(() => platform.close());

const signIn = async (expected: number) => {
  await casino.session.signIn('ann@example.com', 'Secret123');
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
    expect(side.requests).toHaveLength(0);
    await signIn(1);
    expect(actions).toEqual([{ type: 'open-deposit' }]);
    expect(side.seen('PATCH', '/api/player/set_bonus_code')[0]?.body).toEqual({ deposit_bonus_code: 'QUICK10' });
    expect(side.seen('DELETE', '/api/player/clear_bonus_code')).toHaveLength(0);
    expect(promoCodes.pending.value.depositCode).toBeNull();
    expect(session.data.has(PROMO_CODE_STORAGE_KEYS.depositCode)).toBe(false);
  });

  it('clears an invalid deposit code and still opens the deposit popup', async () => {
    promoCodes.capture('/?deposit_code=BOGUS');
    await signIn(1);
    expect(actions).toEqual([{ type: 'open-deposit' }]);
    await vi.waitFor(() => expect(side.seen('DELETE', '/api/player/clear_bonus_code')).toHaveLength(1));
    expect(promoCodes.pending.value.depositCode).toBeNull();
  });

  it('redeems a coupon and opens the gifts with its status', async () => {
    promoCodes.capture('/?coupon_code=FREE10&deposit_code=QUICK10');
    await signIn(2);
    expect(actions).toEqual([{ type: 'open-deposit' }, { type: 'open-gifts', status: 'successfully_activated' }]);
    expect(side.seen('POST', '/api/bonuses/coupon')[0]?.body).toEqual({ coupon_code: 'FREE10' });
    expect(promoCodes.pending.value).toEqual({ depositCode: null, couponCode: null });
    expect(session.data.size).toBe(0);
  });

  it('applies a code kept in session storage from an earlier page, once', async () => {
    create({ [PROMO_CODE_STORAGE_KEYS.couponCode]: 'USED' });
    await signIn(1);
    expect(actions).toEqual([{ type: 'open-gifts', status: 'already_activated' }]);
    expect(await promoCodes.apply()).toEqual([]);
    expect(side.seen('POST', '/api/bonuses/coupon')).toHaveLength(1);
  });

  it('does nothing for a guest', async () => {
    promoCodes.capture('/?coupon_code=FREE10');
    await casino.start();
    expect(await promoCodes.apply()).toEqual([]);
    expect(side.requests).toHaveLength(0);
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
