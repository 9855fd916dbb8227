import { bonusesOf } from '../bonuses/bonuses-of';
import { createFixtureCasino, FIXTURE_PASSWORD, fixtureVipProgress } from '../testing';
import { adventureClaimRefusalOf } from './adventure';
import { vipOf } from './vip-of';
import { VIP_PROGRESS_REFRESH_MS } from './vip-progress';

const signedIn = { signedInAs: 'eur@casino.test' };

describe('vipOf', () => {
  it('gives every widget of a casino the same modules, and another casino its own', () => {
    const first = createFixtureCasino().casino;
    expect(vipOf(first)).toBe(vipOf(first));
    expect(vipOf(createFixtureCasino().casino).progress).not.toBe(vipOf(first).progress);
  });
});

describe('VIP progress', () => {
  it("loads the signed-in player's progress, parsed with the contract, and asks nothing for a guest", async () => {
    const { casino, platform } = createFixtureCasino();
    await casino.start();
    const vip = vipOf(casino);
    await vip.progress.ensure();
    expect(vip.shown.value).toBeNull();
    expect(platform.requests.some((request) => request.route === 'vipStatusProgress')).toBe(false);

    await casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD);
    await vi.waitFor(() => expect(vip.shown.value).toEqual(fixtureVipProgress()));
    expect(vip.failed.value).toBe(false);
  });

  it('falls back to regular, next bronze and zero amounts in the wallet currency when the load fails', async () => {
    const { casino } = createFixtureCasino({ ...signedIn, failures: { vipStatusProgress: 500 } });
    await casino.start();
    const vip = vipOf(casino);
    await vip.progress.ensure();
    expect(vip.failed.value).toBe(true);
    expect(vip.shown.value).toMatchObject({
      currency: 'EUR',
      currentStatus: 'regular',
      nextStatus: 'bronze',
      depositAmountCents: 0,
      depositThresholdCents: 600_000,
      betSumCents: 0,
      betSumThresholdCents: 6_000_000,
      overallProgress: 0,
    });
  });

  it('refuses an answer that breaks the contract', async () => {
    const { casino } = createFixtureCasino({
      ...signedIn,
      routes: { vipStatusProgress: () => ({ status: 200, body: { ...fixtureVipProgress(), overallProgress: 140 } }) },
    });
    await casino.start();
    const vip = vipOf(casino);
    await vip.progress.ensure();
    expect(vip.failed.value).toBe(true);
    expect(vip.shown.value?.currentStatus).toBe('regular');
  });

  it('while followed, loads again on focus, when the page shows again and every minute while shown, until the last stop', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const window = new EventTarget();
    const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
    vi.stubGlobal('removeEventListener', window.removeEventListener.bind(window));
    vi.stubGlobal('document', document);
    try {
      const { casino, platform } = createFixtureCasino(signedIn);
      await casino.start();
      const vip = vipOf(casino);
      const loads = () => platform.requests.filter((request) => request.route === 'vipStatusProgress').length;
      const stopFirst = vip.follow();
      const stopSecond = vip.follow();
      await vi.waitFor(() => expect(vip.shown.value).not.toBeNull());
      const afterMount = loads();
      expect(afterMount).toBe(1);
      window.dispatchEvent(new Event('focus'));
      await vi.waitFor(() => expect(loads()).toBe(afterMount + 1));
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.waitFor(() => expect(loads()).toBe(afterMount + 2));
      vi.advanceTimersByTime(VIP_PROGRESS_REFRESH_MS);
      await vi.waitFor(() => expect(loads()).toBe(afterMount + 3));
      document.visibilityState = 'hidden';
      vi.advanceTimersByTime(VIP_PROGRESS_REFRESH_MS);
      document.visibilityState = 'visible';
      stopFirst();
      window.dispatchEvent(new Event('focus'));
      await vi.waitFor(() => expect(loads()).toBe(afterMount + 4));
      stopSecond();
      window.dispatchEvent(new Event('focus'));
      vi.advanceTimersByTime(VIP_PROGRESS_REFRESH_MS);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(loads()).toBe(afterMount + 4);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});

describe('VIP managers', () => {
  it("asks for the player's groups and names the manager of his VIP status's group", async () => {
    const { casino, platform } = createFixtureCasino({
      ...signedIn,
      groups: [21, 259],
      vip: { progress: fixtureVipProgress({ currentStatus: 'gold', activeStatus: 'gold', nextStatus: 'diamond' }) },
    });
    await casino.start();
    const vip = vipOf(casino);
    await Promise.all([vip.managers.list.ensure(), vip.progress.ensure()]);
    const asked = platform.requests.find((request) => request.route === 'vipManagers');
    expect(asked?.body).toEqual({ userGroups: expect.arrayContaining([21, 259, 257]) });
    expect(vip.managers.list.data.value.map((manager) => manager.group)).toEqual([257, 259]);
    expect(vip.managers.mine.value?.name).toBe('Marco Rossi');
  });

  it('names none for a regular player, whose comp level puts him in group 257 too', async () => {
    const { casino } = createFixtureCasino({
      ...signedIn,
      vip: {
        progress: fixtureVipProgress({ currentStatus: 'regular', activeStatus: 'regular', nextStatus: 'bronze' }),
      },
    });
    await casino.start();
    const vip = vipOf(casino);
    await Promise.all([vip.managers.list.ensure(), vip.progress.ensure()]);
    expect(vip.managers.list.data.value.map((manager) => manager.group)).toEqual([257]);
    expect(vip.managers.mine.value).toBeNull();
  });

  it('has none for a guest, without asking', async () => {
    const { casino, platform } = createFixtureCasino();
    await casino.start();
    const { managers } = vipOf(casino);
    await managers.list.ensure();
    expect(managers.mine.value).toBeNull();
    expect(platform.requests.some((request) => request.route === 'vipManagers')).toBe(false);
  });
});

describe('adventure calendar', () => {
  it('shows a guest the days without progress and the player his own', async () => {
    const { casino } = createFixtureCasino();
    await casino.start();
    const { adventure } = vipOf(casino);
    await adventure.calendar.ensure();
    expect(adventure.calendar.data.value?.days.map((day) => day.isCompleted)).toEqual(Array(7).fill(false));
    await casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD);
    await vi.waitFor(() =>
      expect(adventure.calendar.data.value?.days.map((day) => day.isCompleted)).toEqual([
        true,
        true,
        false,
        false,
        false,
        false,
        false,
      ]),
    );
  });

  it('claims a completed day once: the calendar of the answer shows it claimed and the gifts load again', async () => {
    const { casino, platform } = createFixtureCasino(signedIn);
    await casino.start();
    const { adventure } = vipOf(casino);
    await adventure.calendar.ensure();
    const giftLoads = () => platform.requests.filter((request) => request.route === 'bonuses').length;
    const before = giftLoads();
    const answer = await adventure.claim(2);
    expect(answer.gift.type).toBe('freespins');
    expect(adventure.calendar.data.value?.days[1]?.claimedAt).not.toBeNull();
    await vi.waitFor(() => expect(giftLoads()).toBeGreaterThan(before));
    expect(bonusesOf(casino).gifts.status.value).not.toBe('idle');

    const again = await adventure.claim(2).catch((error: unknown) => error);
    expect(adventureClaimRefusalOf(again)).toBe('already_claimed');
    const notYet = await adventure.claim(3).catch((error: unknown) => error);
    expect(adventureClaimRefusalOf(notYet)).toBe('not_completed');
    const superb = await adventure.claim('superb').catch((error: unknown) => error);
    expect(adventureClaimRefusalOf(superb)).toBe('not_completed');
    expect(platform.requests.filter((request) => request.route === 'claimAdventureDay').map((r) => r.path)).toEqual([
      '/api/player/vip-adventures/2/claim',
      '/api/player/vip-adventures/2/claim',
      '/api/player/vip-adventures/3/claim',
      '/api/player/vip-adventures/superb/claim',
    ]);
  });

  it('reads no refusal code from other failures', async () => {
    const { casino } = createFixtureCasino({ ...signedIn, failures: { claimAdventureDay: 500 } });
    await casino.start();
    const failure = await vipOf(casino)
      .adventure.claim(2)
      .catch((error: unknown) => error);
    expect(adventureClaimRefusalOf(failure)).toBeNull();
    expect(adventureClaimRefusalOf(new Error('x'))).toBeNull();
  });
});
