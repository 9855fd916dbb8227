import {
  type BonusesPlatform,
  bonusFixture,
  freespinFixture,
  offerFixture,
  startBonusesPlatform,
} from '../../test/bonuses-platform';
import { startTestPlatform, type TestPlatform } from '../../test/platform';
import { type Casino, createCasino } from '../casino';
import { CasinoHttpError } from '../errors';
import { createGifts, type GiftsModule } from './gifts';

let platform: TestPlatform;
let side: BonusesPlatform;
let casino: Casino;
let gifts: GiftsModule;
let errors: string[];

beforeEach(async () => {
  platform = await startTestPlatform();
  side = startBonusesPlatform();
  casino = createCasino({ baseUrl: platform.url, retryDelay: () => 0, fetch: side.fetch, realtime: false });
  gifts = createGifts(casino);
  errors = [];
  // Only this module's failures: the casino's own loads (limits) log theirs too.
  casino.events.on('request-error', ({ path }) => {
    if (/bonus|coupon|freespins/.test(path)) errors.push(path);
  });
});
afterEach(() => platform.close());

const signIn = async () => {
  await casino.session.signIn('ann@example.com', 'Secret123');
  await vi.waitFor(() => expect(gifts.status.value).toBe('ready'));
};

describe('gift lists', () => {
  it('load at sign-in, newest first, and clear at sign-out', async () => {
    side.bonuses = [bonusFixture()];
    side.freespins = [freespinFixture()];
    await casino.start();
    expect(side.requests).toHaveLength(0);
    await signIn();
    expect(gifts.gifts.value.map((gift) => gift.key)).toEqual(['freespins:3', 'bonus:12']);
    expect(gifts.bonuses.value).toEqual(side.bonuses);
    expect(gifts.freespins.value).toEqual(side.freespins);
    await casino.session.signOut();
    expect(gifts.gifts.value).toEqual([]);
    expect(gifts.status.value).toBe('idle');
  });

  it('load for a player signed in before the module existed, and when the session is found at start', async () => {
    side.bonuses = [bonusFixture()];
    await casino.session.signIn('ann@example.com', 'Secret123');
    const later = createGifts(casino);
    await vi.waitFor(() => expect(later.gifts.value).toHaveLength(1));
    const returning = createCasino({ baseUrl: platform.url, retryDelay: () => 0, fetch: side.fetch, realtime: false });
    const returningGifts = createGifts(returning);
    await returning.start();
    await vi.waitFor(() => expect(returningGifts.gifts.value).toHaveLength(1));
  });

  it('split active from finished, count new gifts and floor the wagering percent', async () => {
    side.bonuses = [
      bonusFixture({
        id: 1,
        stage: 'handle_bets',
        activatable: false,
        activatable_until: null,
        amount_wager_cents: 11_699,
      }),
      bonusFixture({ id: 2, stage: 'wager_done', activatable: false, amount_wager_cents: 35_000 }),
      bonusFixture({ id: 3 }),
      bonusFixture({ id: 4, stage: 'lost', activatable: false, amount_wager_cents: 0 }),
    ];
    side.freespins = [freespinFixture({ stage: 'activated', activatable: false, freespins_performed: 4 })];
    await signIn();
    expect(gifts.active.value.map((gift) => gift.key).sort()).toEqual(['bonus:1', 'bonus:3', 'freespins:3']);
    expect(gifts.finished.value.map((gift) => gift.key).sort()).toEqual(['bonus:2', 'bonus:4']);
    expect(gifts.newCount.value).toBe(1);
    expect(gifts.gifts.value.find((gift) => gift.id === 1)?.wageringPercent).toBe(33);
    expect(gifts.gifts.value.find((gift) => gift.id === 4)).toMatchObject({ isNew: false, isFinished: true });
  });

  it('hide issued gifts of a disabled group, but not once they are under way', async () => {
    side.disabledGroupKeys = ['sport_welcome'];
    side.bonuses = [
      bonusFixture({ id: 1, group_key: 'sport_welcome' }),
      bonusFixture({ id: 2, group_key: 'sport_welcome', stage: 'handle_bets', activatable: false }),
    ];
    side.freespins = [freespinFixture({ group_key: 'sport_welcome' })];
    await signIn();
    expect(gifts.gifts.value.map((gift) => gift.key)).toEqual(['bonus:2']);
    expect(gifts.bonuses.value).toHaveLength(2);
  });

  it('set the error status and log when a list fails, keeping the old lists', async () => {
    side.bonuses = [bonusFixture()];
    await signIn();
    side.failing.add('/api/player/freespins');
    await gifts.load();
    expect(gifts.status.value).toBe('error');
    expect(errors).toContain('/api/player/bonuses');
    expect(gifts.gifts.value).toHaveLength(1);
  });

  it('reload on realtime resync', async () => {
    await signIn();
    side.bonuses = [bonusFixture()];
    casino.events.emit('realtime:resync', { seq: 9 });
    await vi.waitFor(() => expect(gifts.gifts.value).toHaveLength(1));
  });
});

describe('activation and cancellation', () => {
  it('activate a bonus and free spins, then reload the lists', async () => {
    side.bonuses = [bonusFixture()];
    side.freespins = [freespinFixture()];
    await signIn();
    const [spins, bonus] = gifts.gifts.value;
    if (!spins || !bonus) throw new Error('two gifts expected');
    await gifts.activate(bonus);
    expect(side.seen('POST', '/api/player/bonuses/12/activation')).toHaveLength(1);
    expect(gifts.bonuses.value[0]?.stage).toBe('handle_bets');
    await gifts.activate(spins);
    expect(side.seen('POST', '/api/player/freespins/3/activation')).toHaveLength(1);
    expect(gifts.freespins.value[0]?.stage).toBe('activated');
    expect(side.seen('GET', '/api/player/bonuses')).toHaveLength(3);
  });

  it('cancel, then reload; a refusal throws and reloads nothing', async () => {
    side.bonuses = [bonusFixture(), bonusFixture({ id: 13, cancelable: false, created_at: '2026-11-01T00:00:00Z' })];
    await signIn();
    const [cancelable, kept] = gifts.gifts.value;
    if (!cancelable || !kept) throw new Error('two gifts expected');
    await gifts.cancel(cancelable);
    expect(side.seen('DELETE', '/api/player/bonuses/12')).toHaveLength(1);
    expect(gifts.finished.value.map((gift) => gift.key)).toEqual(['bonus:12']);
    const loads = side.seen('GET', '/api/player/bonuses').length;
    const refusal = await gifts.cancel(kept).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CasinoHttpError);
    expect((refusal as CasinoHttpError).status).toBe(422);
    expect(side.seen('GET', '/api/player/bonuses')).toHaveLength(loads);
  });

  it('read what cancelling a bonus would leave', async () => {
    await signIn();
    side.bonuses = [bonusFixture()];
    expect(await gifts.cancelInfo(12)).toMatchObject({ id: 12, bonus_balance: '1500', bonus_winnings: '500' });
    await expect(gifts.cancelInfo(99)).rejects.toBeInstanceOf(CasinoHttpError);
  });
});

describe('realtime changes', () => {
  it('upsert a bonus at any stage so wagering moves live, and add new free spins first', async () => {
    side.bonuses = [bonusFixture({ stage: 'handle_bets', activatable: false, amount_wager_cents: 0 })];
    await signIn();
    casino.events.emit('realtime:bonuses_changes', {
      seq: 1,
      data: bonusFixture({ stage: 'handle_bets', activatable: false, amount_wager_cents: 17_500 }),
    });
    expect(gifts.bonuses.value).toHaveLength(1);
    expect(gifts.gifts.value[0]?.wageringPercent).toBe(50);
    casino.events.emit('realtime:freespins_changes', { seq: 2, data: freespinFixture({ id: 4 }) });
    expect(gifts.freespins.value.map((spins) => spins.id)).toEqual([4]);
  });

  it('ignore changes for a guest', async () => {
    await casino.start();
    casino.events.emit('realtime:bonuses_changes', { seq: 1, data: bonusFixture() });
    expect(gifts.bonuses.value).toEqual([]);
  });
});

describe('offers, coupons and bonus settings', () => {
  it('list deposit and registration offers, and give [] with a logged error on failure', async () => {
    side.depositOffers = [offerFixture()];
    expect((await gifts.depositOffers()).map((offer) => offer.id)).toEqual(['QUICK10']);
    expect(await gifts.registrationOffers()).toEqual([]);
    side.failing.add('/api/bonuses/deposit');
    expect(await gifts.depositOffers()).toEqual([]);
    expect(errors).toEqual(['/api/bonuses/deposit']);
  });

  it('redeem a coupon, reload the lists and give its status; failures give null', async () => {
    await signIn();
    side.coupons = { FREE10: 'successfully_activated' };
    side.bonuses = [bonusFixture()];
    expect(await gifts.redeemCoupon(' FREE10 ')).toBe('successfully_activated');
    expect(side.seen('POST', '/api/bonuses/coupon')[0]?.body).toEqual({ coupon_code: 'FREE10' });
    expect(gifts.gifts.value).toHaveLength(1);
    expect(await gifts.redeemCoupon('NOPE')).toBe('failed_to_activate');
    expect(await gifts.redeemCoupon('  ')).toBeNull();
    side.failing.add('/api/bonuses/coupon');
    expect(await gifts.redeemCoupon('FREE10')).toBeNull();
    expect(errors).toEqual(['/api/bonuses/coupon', '/api/bonuses/coupon']);
    expect(side.seen('POST', '/api/bonuses/coupon')).toHaveLength(3);
  });

  it('set a bonus code and reload the profile; a 422 gives false without a log', async () => {
    await signIn();
    side.validBonusCodes.add('QUICK10');
    const profileLoads = platform.seen('GET', '/api/player').length;
    expect(await gifts.setBonusCode('QUICK10')).toBe(true);
    expect(side.seen('PATCH', '/api/player/set_bonus_code')[0]?.body).toEqual({ deposit_bonus_code: 'QUICK10' });
    expect(platform.seen('GET', '/api/player')).toHaveLength(profileLoads + 1);
    expect(await gifts.setBonusCode('BOGUS')).toBe(false);
    expect(platform.seen('GET', '/api/player')).toHaveLength(profileLoads + 1);
    expect(errors).toEqual([]);
    side.failing.add('/api/player/set_bonus_code');
    expect(await gifts.setBonusCode('QUICK10')).toBe(false);
    expect(errors).toEqual(['/api/player/set_bonus_code']);
  });

  it('clear the bonus code and change the settings, each reloading the profile', async () => {
    await signIn();
    const profileLoads = platform.seen('GET', '/api/player').length;
    await gifts.clearBonusCode();
    await gifts.updateBonusSettings(false);
    expect(side.seen('DELETE', '/api/player/clear_bonus_code')).toHaveLength(1);
    expect(side.seen('PATCH', '/api/player/update_bonus_settings')[0]?.body).toEqual({ can_issue: false });
    expect(platform.seen('GET', '/api/player')).toHaveLength(profileLoads + 2);
    side.failing.add('/api/player/update_bonus_settings');
    await expect(gifts.updateBonusSettings(true)).rejects.toBeInstanceOf(CasinoHttpError);
  });
});
