import type { LeaderboardUpdate, TournamentStatusChange } from '@casino/sdk/contract';
import { playRealRound } from '../games/play/real-round';
import { createFundedPlayer } from '../testing/funded-player';
import { openRealtimeSocket, type RealtimeSocket } from '../testing/realtime-socket';
import { createTestApp, type TestApp } from '../testing/test-app';
import { closeDueTournaments } from './close-tournaments';
import { createTournament } from './create-tournament';
import { publishLeaderboards } from './leaderboard-publisher';
import { TOURNAMENT_LOCK_CLASS } from './tournament-lock';

let t: TestApp;
let watcher: RealtimeSocket;

beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const client = t.client();
  await client.signIn('eur@casino.test');
  watcher = await openRealtimeSocket(`${address.replace(/^http/, 'ws')}/ws`, { session: client.session });
  await watcher.next('welcome');
  watcher.send({ type: 'subscribe', channels: ['public:tournaments'] });
  await watcher.next('subscribed');
});
afterAll(async () => {
  await watcher.close();
  await t.close();
});

const HOUR = 3_600_000;
let players = 0;
let tournaments = 0;

/** The name player n shows on boards: the first six characters of his e-mail, masked. */
const name = (n: number) => `bd${String(n).padStart(4, '0')}***`;

async function newPlayer(): Promise<number> {
  return t.db.transaction((tx) =>
    createFundedPlayer(tx, `${name(++players).slice(0, 6)}@tournaments.test`, 10_000_000, t.clock()),
  );
}

/** A bet tournament in USD running from an hour ago for an hour more. */
async function running(): Promise<number> {
  const now = t.clock().getTime();
  return t.db.transaction((tx) =>
    createTournament(
      tx,
      {
        frontendIdentifier: `board-${++tournaments}`,
        title: `Board ${tournaments}`,
        strategy: 'bet',
        currency: 'USD',
        startAt: new Date(now - HOUR),
        endAt: new Date(now + HOUR),
      },
      t.clock(),
    ),
  );
}

/** A real round of the first USD game; the bet is the line bet on every payline. */
async function play(userId: number, lineBetCents: number) {
  const [game] = await t.db.query<{ identifier: string }>(
    `select g.identifier from games g
     where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = 'USD')
     order by g.id limit 1`,
  );
  await t.db.transaction((tx) =>
    playRealRound(tx, { userId, identifier: game?.identifier ?? '', currency: 'USD', lineBetCents }, t.clock()),
  );
}

/** The updates of a tournament the watcher received so far, waiting for `count` of them. */
async function updates(tournamentId: number, count: number): Promise<LeaderboardUpdate[]> {
  const of = () =>
    watcher.frames.flatMap((frame) =>
      frame.type === 'broadcast' && (frame.data as LeaderboardUpdate).tournament_id === tournamentId
        ? [frame.data as LeaderboardUpdate]
        : [],
    );
  const deadline = Date.now() + 5000;
  while (of().length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return of();
}

/** The `tournaments_statuses` events of a tournament logged for a player, oldest first. */
async function statuses(userId: number, tournamentId: number): Promise<TournamentStatusChange[]> {
  const rows = await t.db.query<{ data: TournamentStatusChange }>(
    `select data from realtime_events
     where user_id = $1 and channel = 'tournaments_statuses' and (data -> 'status' ->> 'tournament_id')::bigint = $2
     order by seq`,
    [userId, tournamentId],
  );
  return rows.map((row) => row.data);
}

/**
 * Publishes every board that moved (rounds score in every running tournament, the seeded ones and other tests'
 * too), answering the versions of `tournamentId`'s board.
 */
const publishNow = async (tournamentId: number, minGapMs = 0) =>
  (await publishLeaderboards(t.db, { minGapMs }))
    .filter((run) => run.tournamentId === tournamentId)
    .map((run) => run.version);
const places = (update: LeaderboardUpdate | undefined) =>
  update?.changed.map((row) => [row.nickname, row.award_place, row.points]);

describe('leaderboard publisher', () => {
  it('publishes the rows whose score changed with their new places, and tells each player who moved', async () => {
    const id = await running();
    const [ann, bob, cid] = [await newPlayer(), await newPlayer(), await newPlayer()];
    await play(ann, 30);
    await play(bob, 20);
    await play(cid, 10);
    expect(await publishNow(id)).toEqual([1]);
    const [first] = await updates(id, 1);
    expect(first).toMatchObject({ tournament_id: id, version: 1, players_count: 3, finished: false });
    expect(places(first)).toEqual([
      [name(players - 2), 1, 600],
      [name(players - 1), 2, 400],
      [name(players), 3, 200],
    ]);

    // cid's round takes him from third to first: only his score changed, but all three places did
    await play(cid, 50);
    expect(await publishNow(id)).toEqual([2]);
    const second = (await updates(id, 2))[1];
    expect(second).toMatchObject({ version: 2, players_count: 3 });
    expect(places(second)).toEqual([[name(players), 1, 1200]]);
    expect((await statuses(cid, id)).map((change) => change.status.award_place)).toEqual([3, 1]);
    expect((await statuses(ann, id)).map((change) => change.status.award_place)).toEqual([1, 2]);
    expect((await statuses(bob, id)).map((change) => change.status.award_place)).toEqual([2, 3]);

    // nothing moved: nothing is published
    expect(await publishNow(id)).toEqual([]);
    const [board] = await t.db.query<{ version: number }>(
      'select version from tournament_boards where tournament_id = $1',
      [id],
    );
    expect(board?.version).toBe(2);
  });

  it('waits the least gap between two updates of a board, then publishes what moved meanwhile', async () => {
    const id = await running();
    const player = await newPlayer();
    await play(player, 10);
    expect(await publishNow(id)).toEqual([1]);
    await play(player, 10);
    expect(await publishNow(id, 60_000)).toEqual([]);
    expect(await publishNow(id)).toEqual([2]);
    expect(places((await updates(id, 2))[1])).toEqual([[name(players), 1, 400]]);
  });

  it('publishes each version once when two publishers run at the same time', async () => {
    const id = await running();
    const [ann, bob] = [await newPlayer(), await newPlayer()];
    const published: number[] = [];
    for (let step = 1; step <= 6; step++) {
      await play(step % 2 ? ann : bob, step);
      const runs = await Promise.all([publishNow(id), publishNow(id)]);
      published.push(...runs.flat());
    }
    expect(published).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await updates(id, 6)).map((update) => update.version)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('publishes while rounds settle, neither waiting on the other in a cycle (no deadlock)', async () => {
    const id = await running();
    const field = await Promise.all(Array.from({ length: 12 }, () => newPlayer()));
    for (const [index, player] of field.entries()) await play(player, 1 + index);
    let playing = true;
    const publishing = (async () => {
      let runs = 0;
      while (playing || runs === 0) {
        await publishNow(id);
        runs += 1;
      }
      return runs;
    })();
    // every round moves its player past others: the publisher tells many players while rounds lock their rows
    for (let turn = 0; turn < 8; turn++) {
      await Promise.all(field.slice(0, 6).map((player, index) => play(player, 5 + ((turn + index) % 7) * 3)));
    }
    playing = false;
    expect(await publishing).toBeGreaterThan(0);
    await publishNow(id);
    const [left] = await t.db.query<{ count: number }>(
      `select count(*)::int as count from tournament_players
       where tournament_id = $1 and published_score is distinct from score`,
      [id],
    );
    expect(left?.count).toBe(0);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'leaves a board alone while its tournament is closing (PostgreSQL only: needs two connections)',
    async () => {
      const id = await running();
      await play(await newPlayer(), 10);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked: () => void = () => {};
      const closing = t.db.transaction(async (tx) => {
        // what the close job holds while it writes the final places and pays the prizes
        await tx.query('select pg_advisory_xact_lock($1, $2::integer)', [TOURNAMENT_LOCK_CLASS, id]);
        locked();
        await held;
      });
      await new Promise<void>((resolve) => {
        locked = resolve;
      });
      expect(await publishNow(id)).toEqual([]);
      release();
      await closing;
      expect(await publishNow(id)).toEqual([1]);
    },
  );

  it('sends a closed tournament one finished update and every ranked player his final standing', async () => {
    const id = await running();
    const [ann, bob] = [await newPlayer(), await newPlayer()];
    await play(ann, 10);
    await play(bob, 20);
    expect(await publishNow(id)).toEqual([1]);
    t.clock.advance(2 * HOUR);
    expect(await closeDueTournaments(t.db, t.clock())).toContain(id);

    const runs = await Promise.all([publishNow(id), publishNow(id)]);
    expect(runs.flat()).toEqual([2]);
    expect(await publishNow(id)).toEqual([]);
    const finished = (await updates(id, 2))[1];
    expect(finished).toMatchObject({ version: 2, players_count: 2, changed: [], finished: true });
    expect((await statuses(bob, id)).at(-1)).toMatchObject({ finished: true, status: { award_place: 1 } });
    expect((await statuses(ann, id)).at(-1)).toMatchObject({ finished: true, status: { award_place: 2 } });
  });
});
