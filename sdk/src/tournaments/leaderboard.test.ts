import { signal } from '@preact/signals-core';
import type { LeaderboardUpdate } from '../contract/tournaments';
import { RealtimeFrameError } from '../realtime/frame-error';
import type { RealtimeStatus } from '../realtime/socket';
import { createFixtureCasino, fixtureTournamentPlayer } from '../testing';
import { createLeaderboard } from './leaderboard';
import { createTournaments } from './tournaments';
import { tournamentsOf } from './tournaments-of';

const update = (fields: Partial<LeaderboardUpdate>): LeaderboardUpdate => ({
  tournament_id: 1,
  version: 1,
  players_count: 11,
  changed: [],
  finished: false,
  ...fields,
});

describe('leaderboard', () => {
  it('loads the board when watched, with the signed-in player own standing', async () => {
    const { casino, platform } = createFixtureCasino({ signedInAs: 'eur@casino.test' });
    await casino.start();
    const board = tournamentsOf(casino).leaderboard(1);
    expect(board.status.value).toBe('idle');
    const unwatch = board.watch();
    await vi.waitFor(() => expect(board.status.value).toBe('ready'));
    expect(board.rows.value.map((row) => row.award_place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(board.playersCount.value).toBe(11);
    await vi.waitFor(() => expect(board.own.value).toMatchObject({ nickname: 'Lucky', award_place: 3 }));
    const asked = platform.requests.find((r) => r.route === 'tournamentLeaderboard');
    expect(asked?.query.get('limit')).toBe('1000');
    unwatch();
  });

  it('applies an update that follows its version, ignores an old one and reloads after a gap', async () => {
    const { casino, platform } = createFixtureCasino();
    await casino.start();
    const board = tournamentsOf(casino).leaderboard(1);
    await board.reload();
    const loads = () => platform.requests.filter((r) => r.route === 'tournamentLeaderboard').length;
    const nova = board.rows.value[1];
    if (!nova) throw new Error('the fixture board has a second row');

    board.receive(update({ version: 1, changed: [{ ...nova, bet_cents: 99_000, award_place: 1 }] }));
    expect(board.rows.value.slice(0, 3).map((row) => row.nickname)).toEqual(['Nova', 'Astro', 'Lucky']);
    expect(board.rows.value.map((row) => row.award_place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);

    board.receive(update({ version: 1, changed: [{ ...nova, award_place: 11 }] }));
    expect(board.rows.value[0]?.nickname).toBe('Nova');
    board.receive(update({ tournament_id: 2, version: 2, changed: [{ ...nova, award_place: 11 }] }));
    expect(board.rows.value[0]?.nickname).toBe('Nova');
    expect(loads()).toBe(1);

    board.receive(update({ version: 5 }));
    await vi.waitFor(() => expect(loads()).toBe(2));
    await vi.waitFor(() => expect(board.rows.value[0]?.nickname).toBe('Astro'));
  });

  it('applies the updates that arrive while it loads after the answer', async () => {
    const { casino, platform } = createFixtureCasino();
    await casino.start();
    const board = tournamentsOf(casino).leaderboard(1);
    const held = platform.hold('tournamentLeaderboard');
    const loaded = board.reload();
    const newcomer = fixtureTournamentPlayer({ nickname: 'Rocket', award_place: 1 });
    board.receive(update({ version: 1, players_count: 12, changed: [newcomer] }));
    held.release();
    await loaded;
    expect(board.rows.value[0]?.nickname).toBe('Rocket');
    expect(board.playersCount.value).toBe(12);
  });

  it('marks the board final on the closing update', async () => {
    const { casino } = createFixtureCasino();
    await casino.start();
    const board = tournamentsOf(casino).leaderboard(1);
    await board.reload();
    board.receive(update({ finished: true }));
    expect(board.finished.value).toBe(true);
  });

  it("loads a guest's watched board again every 10 s and stops when nobody watches", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { casino, platform } = createFixtureCasino();
      await casino.start();
      const board = tournamentsOf(casino).leaderboard(1);
      const loads = () => platform.requests.filter((r) => r.route === 'tournamentLeaderboard').length;
      const first = board.watch();
      const second = board.watch();
      await vi.waitFor(() => expect(board.status.value).toBe('ready'));
      expect(loads()).toBe(1);
      vi.advanceTimersByTime(10_000);
      await vi.waitFor(() => expect(loads()).toBe(2));
      first();
      first();
      vi.advanceTimersByTime(10_000);
      await vi.waitFor(() => expect(loads()).toBe(3));
      second();
      vi.advanceTimersByTime(30_000);
      expect(loads()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads a watched board again on realtime:resync', async () => {
    const { casino, platform } = createFixtureCasino();
    await casino.start();
    const board = tournamentsOf(casino).leaderboard(1);
    const unwatch = board.watch();
    await vi.waitFor(() => expect(board.status.value).toBe('ready'));
    casino.events.emit('realtime:resync', { seq: 3 });
    await vi.waitFor(() =>
      expect(platform.requests.filter((r) => r.route === 'tournamentLeaderboard')).toHaveLength(2),
    );
    unwatch();
  });

  it('follows public:tournaments while watched: applies a broadcast, drops one that breaks the contract', async () => {
    const { casino } = createFixtureCasino();
    await casino.start();
    const board = tournamentsOf(casino).leaderboard(1);
    const errors: unknown[] = [];
    casino.events.on('realtime:error', ({ error }) => errors.push(error));
    const unwatch = board.watch();
    await vi.waitFor(() => expect(board.status.value).toBe('ready'));
    const newcomer = fixtureTournamentPlayer({ nickname: 'Rocket', award_place: 2 });
    casino.events.emit('realtime:public:tournaments', { data: update({ players_count: 12, changed: [newcomer] }) });
    expect(board.rows.value[1]?.nickname).toBe('Rocket');
    expect(board.playersCount.value).toBe(12);
    casino.events.emit('realtime:public:tournaments', { data: { tournament_id: 1, version: 'two' } });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(RealtimeFrameError);

    unwatch();
    casino.events.emit('realtime:public:tournaments', {
      data: update({ version: 2, changed: [{ ...newcomer, award_place: 1 }] }),
    });
    expect(board.rows.value[0]?.nickname).toBe('Astro');
  });

  it('watches the channel through the realtime connection, polls only while it is not open, reloads when it opens', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { casino, platform } = createFixtureCasino();
      await casino.start();
      const status = signal<RealtimeStatus>('connecting');
      const unwatchChannel = vi.fn();
      const watch = vi.fn(() => unwatchChannel);
      const live = { ...casino, realtime: { status, watch } };
      const board = createLeaderboard(live, createTournaments(live), 1);
      const loads = () => platform.requests.filter((r) => r.route === 'tournamentLeaderboard').length;
      const unwatch = board.watch();
      expect(watch).toHaveBeenCalledWith('public:tournaments');
      await vi.waitFor(() => expect(loads()).toBe(1));
      status.value = 'open';
      await vi.waitFor(() => expect(loads()).toBe(2));
      vi.advanceTimersByTime(60_000);
      expect(loads()).toBe(2);
      status.value = 'reconnecting';
      vi.advanceTimersByTime(10_000);
      await vi.waitFor(() => expect(loads()).toBe(3));
      unwatch();
      expect(unwatchChannel).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves the right one of two players who share a nickname, by their entries', async () => {
    const twins = [
      fixtureTournamentPlayer({ entry_id: 21, nickname: 'player***', bet_cents: 900, award_place: 1 }),
      fixtureTournamentPlayer({ entry_id: 22, nickname: 'player***', bet_cents: 800, award_place: 2 }),
      fixtureTournamentPlayer({ entry_id: 23, nickname: 'Astro', bet_cents: 700, award_place: 3 }),
    ];
    const { casino, platform } = createFixtureCasino({ tournaments: { boards: { 1: twins } } });
    await casino.start();
    const board = tournamentsOf(casino).leaderboard(1);
    await board.reload();
    const moved = fixtureTournamentPlayer({ entry_id: 22, nickname: 'player***', bet_cents: 1_000, award_place: 1 });
    board.receive(update({ players_count: 3, changed: [moved] }));
    expect(board.rows.value.map((row) => [row.entry_id, row.bet_cents, row.award_place])).toEqual([
      [22, 1_000, 1],
      [21, 900, 2],
      [23, 700, 3],
    ]);
    expect(platform.requests.filter((r) => r.route === 'tournamentLeaderboard')).toHaveLength(1);
  });

  it('reloads a whole board that an update leaves short', async () => {
    const { casino, platform } = createFixtureCasino();
    await casino.start();
    const board = tournamentsOf(casino).leaderboard(1);
    await board.reload();
    const loads = () => platform.requests.filter((r) => r.route === 'tournamentLeaderboard').length;
    const moved = fixtureTournamentPlayer({ nickname: 'Nova', award_place: 1 });
    board.receive(update({ players_count: 40, changed: [moved] }));
    await vi.waitFor(() => expect(loads()).toBe(2));
    expect(board.rows.value).toHaveLength(11);
  });
});
