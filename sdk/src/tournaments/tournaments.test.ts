import { RealtimeFrameError } from '../realtime/frame-error';
import { createFixtureCasino, FIXTURE_PASSWORD, fixtureTournamentPlayer } from '../testing';
import { tournamentsOf } from './tournaments-of';

describe('tournamentsOf', () => {
  it('gives every widget of a casino the same modules and boards, and another casino its own', () => {
    const first = createFixtureCasino().casino;
    const second = createFixtureCasino().casino;
    expect(tournamentsOf(first)).toBe(tournamentsOf(first));
    expect(tournamentsOf(first).leaderboard(1)).toBe(tournamentsOf(first).leaderboard(1));
    expect(tournamentsOf(second).all).not.toBe(tournamentsOf(first).all);
  });
});

describe('tournaments', () => {
  it('lists the running and future tournaments, the finished ones, and finds one by id or identifier', async () => {
    const { casino } = createFixtureCasino();
    await casino.start();
    const tournaments = tournamentsOf(casino);
    await Promise.all([tournaments.all.ensure(), tournaments.recent.ensure()]);
    expect(tournaments.all.data.value.map((t) => t.frontend_identifier)).toEqual([
      'spring-bets',
      'winter-wins',
      'quest-xs-spring',
      'quest-m-spring',
    ]);
    expect(tournaments.recent.data.value.map((t) => t.status)).toEqual(['archive']);
    const byName = tournaments.tournament.get('quest-xs-spring');
    await byName.ensure();
    expect(byName.data.value?.id).toBe(4);
    const unknown = tournaments.tournament.get('no-such-race');
    await unknown.ensure();
    expect(unknown.status.value).toBe('ready');
    expect(unknown.data.value).toBeNull();
  });

  it('reports a list the platform refuses as an error', async () => {
    const { casino } = createFixtureCasino({ failures: { tournaments: 500 } });
    await casino.start();
    const { all } = tournamentsOf(casino);
    await all.ensure();
    expect(all.status.value).toBe('error');
    expect(all.data.value).toEqual([]);
  });

  it("asks nothing of a guest's standing, loads it at sign-in and forgets it at sign-out", async () => {
    const { casino, platform } = createFixtureCasino();
    await casino.start();
    const tournaments = tournamentsOf(casino);
    const status = tournaments.status.get(1);
    await Promise.all([status.ensure(), tournaments.player.ensure()]);
    expect(status.data.value).toBeNull();
    expect(tournaments.player.data.value).toEqual([]);
    expect(platform.requests.some((r) => r.route === 'tournamentStatus' || r.route === 'playerTournaments')).toBe(
      false,
    );

    await casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD);
    await vi.waitFor(() => expect(status.data.value?.award_place).toBe(3));
    await vi.waitFor(() =>
      expect(tournaments.player.data.value.map((t) => t.frontend_identifier)).toEqual([
        'spring-bets',
        'quest-xs-spring',
      ]),
    );

    await casino.session.signOut();
    await vi.waitFor(() => expect(status.data.value).toBeNull());
    expect(tournaments.player.data.value).toEqual([]);
  });

  it('joins a tournament that asks for it and reloads the standing and the lists in use', async () => {
    const { casino, platform } = createFixtureCasino({ signedInAs: 'eur@casino.test' });
    await casino.start();
    const tournaments = tournamentsOf(casino);
    const status = tournaments.status.get(5);
    await Promise.all([status.ensure(), tournaments.player.ensure()]);
    expect(status.data.value).toMatchObject({ user_confirmed: true, award_place: null });
    expect(tournaments.player.data.value.some((t) => t.id === 5)).toBe(false);

    await tournaments.confirm(5);
    expect(platform.requests.find((r) => r.route === 'confirmTournament')?.body).toEqual({ confirmed: true });
    expect(tournaments.player.data.value.some((t) => t.id === 5)).toBe(true);
  });

  it('takes each tournaments_statuses as the standing, drops one that breaks the contract', async () => {
    const { casino } = createFixtureCasino({ signedInAs: 'eur@casino.test' });
    await casino.start();
    const tournaments = tournamentsOf(casino);
    const status = tournaments.status.get(1);
    await status.ensure();
    const errors: unknown[] = [];
    casino.events.on('realtime:error', ({ error }) => errors.push(error));

    const moved = fixtureTournamentPlayer({ tournament_id: 1, bet_cents: 90_000, points: 90_000, award_place: 1 });
    casino.events.emit('realtime:tournaments_statuses', { seq: 1, data: { status: moved, finished: false } });
    expect(status.data.value).toEqual(moved);

    casino.events.emit('realtime:tournaments_statuses', { seq: 2, data: { status: { tournament_id: 1 } } });
    expect(status.data.value).toEqual(moved);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(RealtimeFrameError);
  });

  it('reloads the finished tournaments and the player list when one of his tournaments finishes', async () => {
    const { casino, platform } = createFixtureCasino({ signedInAs: 'eur@casino.test' });
    await casino.start();
    const tournaments = tournamentsOf(casino);
    await Promise.all([tournaments.recent.ensure(), tournaments.player.ensure()]);
    const asked = () => platform.requests.filter((r) => r.route === 'recentTournaments').length;
    expect(asked()).toBe(1);
    const final = fixtureTournamentPlayer({ tournament_id: 1, award_place: 3 });
    casino.events.emit('realtime:tournaments_statuses', { seq: 1, data: { status: final, finished: true } });
    await vi.waitFor(() => expect(asked()).toBe(2));
  });
});
