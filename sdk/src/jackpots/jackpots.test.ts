import { signal } from '@preact/signals-core';
import { RealtimeFrameError } from '../realtime/frame-error';
import type { RealtimeStatus } from '../realtime/socket';
import { jackpotAmountAt } from '../rules/jackpot-tick';
import { createFixtureCasino, fixtureJackpotsChange, fixtureJackpotWinAward, fixtureJackpotWins } from '../testing';
import { createJackpots } from './jackpots';
import { jackpotsOf } from './jackpots-of';

const loadsOf = (requests: { route: string | null }[], route: string) =>
  requests.filter((r) => r.route === route).length;

describe('jackpots', () => {
  it('loads the list when watched and sets every level its amount', async () => {
    const { casino } = createFixtureCasino();
    await casino.start();
    const jackpots = jackpotsOf(casino);
    expect(jackpots.list.status.value).toBe('idle');
    const unwatch = jackpots.watch();
    await vi.waitFor(() => expect(jackpots.list.status.value).toBe('ready'));
    expect(jackpots.list.data.value.map((jackpot) => jackpot.identifier)).toEqual(['mystic-gems']);
    const ticks = jackpots.ticks.value;
    expect([...ticks.keys()]).toEqual([1, 2, 3]);
    expect(jackpotAmountAt(ticks.get(2) ?? { from: 0, to: 0, start: 0, duration: 0 }, Date.now())).toBe(2_543_217);
    unwatch();
  });

  it('counts a level up to each public:jackpots_changes frame while watched, drops a frame that breaks the contract', async () => {
    let clock = 1_000;
    const { casino } = createFixtureCasino();
    await casino.start();
    const jackpots = createJackpots(casino, { now: () => clock });
    const errors: unknown[] = [];
    casino.events.on('realtime:error', ({ error }) => errors.push(error));
    const unwatch = jackpots.watch();
    await vi.waitFor(() => expect(jackpots.list.status.value).toBe('ready'));
    const minor = () => jackpots.ticks.value.get(3);
    expect(minor()).toMatchObject({ to: 51_209 });

    clock = 2_000;
    casino.events.emit('realtime:public:jackpots_changes', {
      data: fixtureJackpotsChange([{ level_id: 3, amount_cents: 51_309 }]),
    });
    await vi.waitFor(() => expect(minor()).toEqual({ from: 51_209, to: 51_309, start: 2_000, duration: 1_000 }));
    expect(jackpotAmountAt(minor() ?? { from: 0, to: 0, start: 0, duration: 0 }, 2_500)).toBe(51_259);
    expect(jackpots.ticks.value.get(1)).toMatchObject({ to: 125_000_000 });

    casino.events.emit('realtime:public:jackpots_changes', { data: { at: 'now', levels: [{ level_id: 'x' }] } });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toBeInstanceOf(RealtimeFrameError);

    unwatch();
    casino.events.emit('realtime:public:jackpots_changes', {
      data: fixtureJackpotsChange([{ level_id: 3, amount_cents: 99_999 }]),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(minor()?.to).toBe(51_309);
  });

  it('polls the list every 5 s while the realtime connection is not open, follows the channel when it is', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { casino, platform } = createFixtureCasino();
      await casino.start();
      const status = signal<RealtimeStatus>('connecting');
      const unwatchChannel = vi.fn();
      const watch = vi.fn(() => unwatchChannel);
      const jackpots = createJackpots({ ...casino, realtime: { status, watch } });
      const loads = () => loadsOf(platform.requests, 'jackpotList');
      const first = jackpots.watch();
      const second = jackpots.watch();
      expect(watch).toHaveBeenCalledTimes(1);
      expect(watch).toHaveBeenCalledWith('public:jackpots_changes');
      await vi.waitFor(() => expect(loads()).toBe(1));
      vi.advanceTimersByTime(5_000);
      await vi.waitFor(() => expect(loads()).toBe(2));
      status.value = 'open';
      await vi.waitFor(() => expect(loads()).toBe(3));
      vi.advanceTimersByTime(60_000);
      expect(loads()).toBe(3);
      first();
      first();
      expect(unwatchChannel).not.toHaveBeenCalled();
      second();
      expect(unwatchChannel).toHaveBeenCalledTimes(1);
      status.value = 'off';
      vi.advanceTimersByTime(60_000);
      expect(loads()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads the wins of one jackpot or all, and shows none after a failed load, only logging it', async () => {
    const { casino, platform } = createFixtureCasino();
    await casino.start();
    const jackpots = jackpotsOf(casino);
    const all = jackpots.wins.get('');
    await all.ensure();
    expect(all.data.value).toHaveLength(fixtureJackpotWins().length);
    const one = jackpots.wins.get('mystic-gems');
    await one.ensure();
    expect(platform.requests.at(-1)?.query.get('jackpot')).toBe('mystic-gems');
    expect(one.data.value).toHaveLength(7);

    const failing = createFixtureCasino({ failures: { jackpotWins: 500 } });
    await failing.casino.start();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = jackpotsOf(failing.casino).wins.get('');
    await broken.ensure();
    expect(broken.status.value).toBe('ready');
    expect(broken.data.value).toEqual([]);
    expect(logged).toHaveBeenCalledWith('casino: the jackpot wins could not be loaded', expect.anything());
    logged.mockRestore();
  });

  it('takes the jackpot_win_award of the signed-in player, reloads the wins in use and forgets it when dismissed', async () => {
    const { casino, platform } = createFixtureCasino({ signedInAs: 'eur@casino.test' });
    await casino.start();
    const jackpots = jackpotsOf(casino);
    await jackpots.wins.get('').ensure();
    const errors: unknown[] = [];
    casino.events.on('realtime:error', ({ error }) => errors.push(error));

    casino.events.emit('realtime:jackpot_win_award', { seq: 4, data: { win_id: 'x' } });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(jackpots.win.value).toBeNull();

    const award = fixtureJackpotWinAward();
    casino.events.emit('realtime:jackpot_win_award', { seq: 5, data: award });
    await vi.waitFor(() => expect(jackpots.win.value).toEqual(award));
    await vi.waitFor(() => expect(loadsOf(platform.requests, 'jackpotWins')).toBe(2));
    jackpots.dismissWin();
    expect(jackpots.win.value).toBeNull();
  });
});
