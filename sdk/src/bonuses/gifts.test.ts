import { type Casino, createCasino } from '../casino';
import type { Bonus } from '../contract/bonuses';
import { routePath } from '../contract/routes';
import { CasinoHttpError } from '../errors';
import {
  createFixturePlatform,
  FIXTURE_ORIGIN,
  FIXTURE_PASSWORD,
  type FixturePlatform,
  type FixturePlatformOptions,
  fixtureBonus,
  fixtureDepositOffer,
  fixtureFreespin,
} from '../testing';
import { createGifts, type GiftsModule } from './gifts';

let platform: FixturePlatform;
let casino: Casino;
let gifts: GiftsModule;
let errors: string[];

/** A bonus whose wagering requirement is €350, so that €175 wagered is half of it. */
const bonus = (fields: Partial<Bonus> = {}) => fixtureBonus({ amount_wager_requirement_cents: 35_000, ...fields });

/** A casino (no realtime) and its gifts module on a fresh fixture platform; `bonuses` are the EUR player's gifts. */
function start(bonuses: FixturePlatformOptions['bonuses'] = {}, options: FixturePlatformOptions = {}) {
  platform = createFixturePlatform({ signedInAs: 'eur@casino.test', bonuses, ...options });
  casino = createCasino({ baseUrl: FIXTURE_ORIGIN, fetch: platform.fetch, retryDelay: () => 0, realtime: false });
  gifts = createGifts(casino);
  errors = [];
  // Only this module's failures: the casino's own loads (limits) log theirs too.
  casino.events.on('request-error', ({ path }) => {
    if (/bonus|coupon|freespins/.test(path)) errors.push(path);
  });
}

const asked = (route: string) => platform.requests.filter((request) => request.route === route);

const signIn = async () => {
  await casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD);
  await vi.waitFor(() => expect(gifts.status.value).toBe('ready'));
};

/** A change made on the platform behind the casino's back, as the back office or another tab would. */
async function onPlatform(method: string, path: string) {
  const answer = await platform.fetch(new URL(path, FIXTURE_ORIGIN), { method });
  expect(answer.ok).toBe(true);
}

describe('gift lists', () => {
  it('load at sign-in, newest first, and clear at sign-out', async () => {
    start({ bonuses: [bonus()], freespins: [fixtureFreespin()] }, { signedInAs: undefined });
    await casino.start();
    expect(asked('bonuses')).toHaveLength(0);
    await signIn();
    expect(gifts.gifts.value.map((gift) => gift.key)).toEqual(['freespins:1', 'bonus:1']);
    expect(gifts.bonuses.value).toEqual([bonus()]);
    expect(gifts.freespins.value).toEqual([fixtureFreespin()]);
    await casino.session.signOut();
    expect(gifts.gifts.value).toEqual([]);
    expect(gifts.status.value).toBe('idle');
  });

  it('load for a player signed in before the module existed, and when the session is found at start', async () => {
    start({ bonuses: [bonus()] });
    await casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD);
    const later = createGifts(casino);
    await vi.waitFor(() => expect(later.gifts.value).toHaveLength(1));
    const returning = createCasino({
      baseUrl: FIXTURE_ORIGIN,
      fetch: platform.fetch,
      retryDelay: () => 0,
      realtime: false,
    });
    const returningGifts = createGifts(returning);
    await returning.start();
    await vi.waitFor(() => expect(returningGifts.gifts.value).toHaveLength(1));
  });

  it('split active from finished, count new gifts and floor the wagering percent', async () => {
    start({
      bonuses: [
        bonus({ id: 1, stage: 'handle_bets', activatable: false, activatable_until: null, amount_wager_cents: 11_699 }),
        bonus({ id: 2, stage: 'wager_done', activatable: false, amount_wager_cents: 35_000 }),
        bonus({ id: 3 }),
        bonus({ id: 4, stage: 'lost', activatable: false, amount_wager_cents: 0 }),
      ],
      freespins: [fixtureFreespin({ id: 3, stage: 'activated', activatable: false, freespins_performed: 4 })],
    });
    await signIn();
    expect(gifts.active.value.map((gift) => gift.key).sort()).toEqual(['bonus:1', 'bonus:3', 'freespins:3']);
    expect(gifts.finished.value.map((gift) => gift.key).sort()).toEqual(['bonus:2', 'bonus:4']);
    expect(gifts.newCount.value).toBe(1);
    expect(gifts.gifts.value.find((gift) => gift.id === 1)?.wageringPercent).toBe(33);
    expect(gifts.gifts.value.find((gift) => gift.id === 4)).toMatchObject({ isNew: false, isFinished: true });
  });

  it('hide issued gifts of a disabled group, but not once they are under way', async () => {
    start({
      disabledGroupKeys: ['sport_welcome'],
      bonuses: [
        bonus({ id: 1, group_key: 'sport_welcome' }),
        bonus({ id: 2, group_key: 'sport_welcome', stage: 'handle_bets', activatable: false }),
      ],
      freespins: [fixtureFreespin({ group_key: 'sport_welcome' })],
    });
    await signIn();
    expect(gifts.gifts.value.map((gift) => gift.key)).toEqual(['bonus:2']);
    expect(gifts.bonuses.value).toHaveLength(2);
  });

  it('set the error status and log when a list fails, keeping the old lists', async () => {
    start({ bonuses: [bonus()] });
    await signIn();
    platform.setNetwork('unreachable');
    await gifts.load();
    expect(gifts.status.value).toBe('error');
    expect(errors).toContain(routePath('bonuses'));
    expect(gifts.gifts.value).toHaveLength(1);
  });

  it('reload on realtime resync', async () => {
    start({ bonuses: [bonus()] });
    await signIn();
    await onPlatform('POST', routePath('activateBonus', { id: 1 }));
    casino.events.emit('realtime:resync', { seq: 9 });
    await vi.waitFor(() => expect(gifts.bonuses.value[0]?.stage).toBe('handle_bets'));
  });
});

describe('activation and cancellation', () => {
  it('activate a bonus and free spins, then reload the lists', async () => {
    start({ bonuses: [bonus({ id: 12 })], freespins: [fixtureFreespin({ id: 3 })] });
    await signIn();
    const [spins, issued] = gifts.gifts.value;
    if (!spins || !issued) throw new Error('two gifts expected');
    await gifts.activate(issued);
    expect(asked('activateBonus').map((request) => request.path)).toEqual([routePath('activateBonus', { id: 12 })]);
    expect(gifts.bonuses.value[0]?.stage).toBe('handle_bets');
    await gifts.activate(spins);
    expect(asked('activateFreespins').map((request) => request.path)).toEqual([
      routePath('activateFreespins', { id: 3 }),
    ]);
    expect(gifts.freespins.value[0]?.stage).toBe('activated');
    expect(asked('bonuses')).toHaveLength(3);
  });

  it('cancel, then reload; a refusal throws and reloads nothing', async () => {
    start({ bonuses: [bonus({ id: 12 }), bonus({ id: 13, cancelable: false, created_at: '2026-11-01T00:00:00Z' })] });
    await signIn();
    const [cancelable, kept] = gifts.gifts.value;
    if (!cancelable || !kept) throw new Error('two gifts expected');
    await gifts.cancel(cancelable);
    expect(asked('cancelBonus').map((request) => request.path)).toEqual([routePath('cancelBonus', { id: 12 })]);
    expect(gifts.finished.value.map((gift) => gift.key)).toEqual(['bonus:12']);
    const loads = asked('bonuses').length;
    const refusal = await gifts.cancel(kept).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CasinoHttpError);
    expect((refusal as CasinoHttpError).status).toBe(422);
    expect(asked('bonuses')).toHaveLength(loads);
  });

  it('read what cancelling a bonus would leave', async () => {
    start({ bonuses: [bonus({ id: 12, amount_cents: 1_000, balance_cents: 1_500 })] });
    await signIn();
    expect(await gifts.cancelInfo(12)).toMatchObject({ id: 12, bonus_balance: '1500', bonus_winnings: '500' });
    await expect(gifts.cancelInfo(99)).rejects.toBeInstanceOf(CasinoHttpError);
  });
});

describe('realtime changes', () => {
  it('upsert a bonus at any stage so wagering moves live, and add new free spins first', async () => {
    start({ bonuses: [bonus({ stage: 'handle_bets', activatable: false, amount_wager_cents: 0 })] });
    await signIn();
    casino.events.emit('realtime:bonuses_changes', {
      seq: 1,
      data: bonus({ stage: 'handle_bets', activatable: false, amount_wager_cents: 17_500 }),
    });
    expect(gifts.bonuses.value).toHaveLength(1);
    expect(gifts.gifts.value[0]?.wageringPercent).toBe(50);
    casino.events.emit('realtime:freespins_changes', { seq: 2, data: fixtureFreespin({ id: 4 }) });
    expect(gifts.freespins.value.map((spins) => spins.id)).toEqual([4]);
  });

  it('ignore changes for a guest', async () => {
    start({}, { signedInAs: undefined });
    await casino.start();
    casino.events.emit('realtime:bonuses_changes', { seq: 1, data: bonus() });
    expect(gifts.bonuses.value).toEqual([]);
  });
});

describe('offers, coupons and bonus settings', () => {
  it('list deposit and registration offers, and give [] with a logged error on failure', async () => {
    start({ depositOffers: [fixtureDepositOffer({ id: 'QUICK10' })] });
    expect((await gifts.depositOffers()).map((offer) => offer.id)).toEqual(['QUICK10']);
    expect(await gifts.registrationOffers()).toEqual([]);
    platform.setNetwork('unreachable');
    expect(await gifts.depositOffers()).toEqual([]);
    expect(errors).toEqual([routePath('depositOffers')]);
  });

  it('redeem a coupon, reload the lists and give its status; failures give null', async () => {
    start({ coupons: { FREE10: 'successfully_activated' }, bonuses: [bonus()] });
    await signIn();
    const loads = asked('bonuses').length;
    expect(await gifts.redeemCoupon(' FREE10 ')).toBe('successfully_activated');
    expect(asked('redeemCoupon')[0]?.body).toEqual({ coupon_code: 'FREE10' });
    expect(asked('bonuses')).toHaveLength(loads + 1);
    expect(await gifts.redeemCoupon('NOPE')).toBe('failed_to_activate');
    expect(await gifts.redeemCoupon('  ')).toBeNull();
    expect(asked('redeemCoupon')).toHaveLength(2);
    platform.setNetwork('unreachable');
    expect(await gifts.redeemCoupon('FREE10')).toBeNull();
    expect(errors).toEqual([routePath('redeemCoupon'), routePath('redeemCoupon')]);
  });

  it('set a bonus code and reload the profile; a 422 gives false without a log', async () => {
    start({ depositOffers: [fixtureDepositOffer({ id: 'QUICK10' })] });
    await signIn();
    const profileLoads = asked('player').length;
    expect(await gifts.setBonusCode('QUICK10')).toBe(true);
    expect(asked('setBonusCode')[0]?.body).toEqual({ deposit_bonus_code: 'QUICK10' });
    expect(asked('player')).toHaveLength(profileLoads + 1);
    expect(casino.state.profile.value?.deposit_bonus_code).toBe('QUICK10');
    expect(await gifts.setBonusCode('BOGUS')).toBe(false);
    expect(asked('player')).toHaveLength(profileLoads + 1);
    expect(errors).toEqual([]);
    platform.setNetwork('unreachable');
    expect(await gifts.setBonusCode('QUICK10')).toBe(false);
    expect(errors).toEqual([routePath('setBonusCode')]);
  });

  it('clear the bonus code and change the settings, each reloading the profile', async () => {
    start();
    await signIn();
    const profileLoads = asked('player').length;
    await gifts.clearBonusCode();
    await gifts.updateBonusSettings(false);
    expect(asked('clearBonusCode')).toHaveLength(1);
    expect(asked('updateBonusSettings')[0]?.body).toEqual({ can_issue: false });
    expect(asked('player')).toHaveLength(profileLoads + 2);
    expect(casino.state.profile.value?.can_issue_bonuses).toBe(false);
  });

  it('throw a refused settings change', async () => {
    start({}, { failures: { updateBonusSettings: 500 } });
    await signIn();
    await expect(gifts.updateBonusSettings(true)).rejects.toBeInstanceOf(CasinoHttpError);
  });
});
