import type { CompsAward } from '../contract/comp-points';
import { RealtimeFrameError } from '../realtime/frame-error';
import { createFixtureCasino, FIXTURE_PASSWORD } from '../testing';
import { loyaltyOf } from './loyalty-of';

describe('loyaltyOf', () => {
  it('gives every widget of a casino the same loyalty modules, and another casino its own', () => {
    const first = createFixtureCasino().casino;
    const second = createFixtureCasino().casino;
    expect(loyaltyOf(first)).toBe(loyaltyOf(first));
    expect(loyaltyOf(second).compPoints).not.toBe(loyaltyOf(first).compPoints);
  });
});

describe('comp points', () => {
  it('loads the points of a session open before the modules were made, and their level', async () => {
    const { casino } = createFixtureCasino({
      signedInAs: 'eur@casino.test',
      loyalty: { compPoints: { chargeable: 640, persistent: 1_200 } },
    });
    await casino.start();
    const { compPoints } = loyaltyOf(casino);
    await vi.waitFor(() => expect(compPoints.balance.status.value).toBe('ready'));
    expect(compPoints.chargeable.value).toBe(640);
    expect(compPoints.progress.value).toBeNull();

    await compPoints.levels.ensure();
    expect(compPoints.levels.data.value).toHaveLength(12);
    expect(compPoints.progress.value).toMatchObject({
      level: { id: 'level_5', name: 'Rising star II' },
      next: { id: 'level_6', name: 'Silver I' },
      pointsToNext: 300,
      percent: 50,
    });
  });

  it('asks a guest for no points, loads them at sign-in and forgets them at sign-out', async () => {
    const { casino, platform } = createFixtureCasino();
    await casino.start();
    const { compPoints } = loyaltyOf(casino);
    await compPoints.levels.ensure();
    expect(compPoints.balance.status.value).toBe('idle');
    expect(platform.requests.some((request) => request.route === 'compPoints')).toBe(false);

    await casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD);
    await vi.waitFor(() => expect(compPoints.chargeable.value).toBe(1_250));
    expect(compPoints.progress.value?.level.id).toBe('level_5');

    await casino.session.signOut();
    expect(compPoints.chargeable.value).toBeNull();
    expect(compPoints.progress.value).toBeNull();
    expect(compPoints.levels.data.value).toHaveLength(12);
  });

  it('keeps the last points and reports the failure when a load fails', async () => {
    const { casino } = createFixtureCasino({ signedInAs: 'eur@casino.test', failures: { compPoints: 500 } });
    await casino.start();
    const { compPoints } = loyaltyOf(casino);
    await vi.waitFor(() => expect(compPoints.balance.status.value).toBe('error'));
    expect(compPoints.chargeable.value).toBeNull();
  });

  it('takes the balances of each comps_award and reloads the profile on a level-up', async () => {
    const { casino, platform } = createFixtureCasino({ signedInAs: 'eur@casino.test' });
    await casino.start();
    const { compPoints } = loyaltyOf(casino);
    await compPoints.levels.ensure();
    await vi.waitFor(() => expect(compPoints.chargeable.value).toBe(1_250));
    const profileLoads = () => platform.requests.filter((request) => request.route === 'player').length;
    const before = profileLoads();

    casino.events.emit('realtime:comps_award', { seq: 7, data: award(1_260, 1_260, { level_up: false }) });
    expect(compPoints.chargeable.value).toBe(1_260);
    expect(profileLoads()).toBe(before);

    casino.events.emit('realtime:comps_award', {
      seq: 8,
      data: award(1_510, 1_510, { level: { id: 'level_6', name: 'Silver I' }, level_up: true }),
    });
    expect(compPoints.progress.value?.level.name).toBe('Silver I');
    await vi.waitFor(() => expect(profileLoads()).toBe(before + 1));
  });

  it('drops and reports a comps_award that breaks the contract', async () => {
    const { casino } = createFixtureCasino({ signedInAs: 'eur@casino.test' });
    await casino.start();
    const { compPoints } = loyaltyOf(casino);
    await vi.waitFor(() => expect(compPoints.chargeable.value).toBe(1_250));
    const reported = vi.fn();
    casino.events.on('realtime:error', reported);
    casino.events.emit('realtime:comps_award', { seq: 9, data: { chargeable: { points: '12' } } });
    expect(compPoints.chargeable.value).toBe(1_250);
    expect(reported).toHaveBeenCalledWith({ error: expect.any(RealtimeFrameError) });
  });
});

/** A comps_award as the server sends it after a round earned ten points. */
function award(chargeable: number, persistent: number, fields: Partial<CompsAward> = {}): CompsAward {
  return {
    chargeable: { points: chargeable },
    persistent: { points: persistent },
    awarded: { chargeable: 10, persistent: 10 },
    reason: 'round',
    level: { id: 'level_5', name: 'Rising star II' },
    level_up: false,
    ...fields,
  };
}
