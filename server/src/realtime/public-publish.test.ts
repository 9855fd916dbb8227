import type { LeaderboardUpdate, TournamentPlayerStatus } from '@casino/sdk/contract';
import { openRealtimeSocket, type RealtimeSocket } from '../testing/realtime-socket';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { currentSeq, pruneEventLog } from './event-log';
import { publishPublic, publishToPlayers } from './publish';

let t: TestApp;
let wsUrl: string;
const sockets: RealtimeSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace(/^http/, 'ws')}/ws`;
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});
afterAll(() => t.close());

interface Player {
  client: TestClient;
  userId: number;
  user: string;
}

async function signedIn(email: string): Promise<Player> {
  const client = t.client();
  await client.signIn(email);
  const userId = ((await client.get('/api/player')).body as { id: number }).id;
  return { client, userId, user: String(userId) };
}

/** Connects with the player's cookie and subscribes to `channels` (`{user}` stands for the player's suffix). */
async function subscribed(player: Player, channels: string[]) {
  const socket = await openRealtimeSocket(wsUrl, { session: player.client.session });
  sockets.push(socket);
  await socket.next('welcome');
  socket.send({ type: 'subscribe', channels: channels.map((name) => name.replace('{user}', player.user)) });
  const ready = await socket.next('subscribed');
  return { socket, ready };
}

function standing(place: number): TournamentPlayerStatus {
  return {
    tournament_id: 7,
    entry_id: place,
    nickname: `player ${place}`,
    user_confirmed: true,
    bets: '12.00',
    bet_cents: 1200,
    wins: '0.00',
    win_cents: 0,
    rate: 0,
    games_taken: 3,
    points: 1200,
    award_place: place,
  };
}

function update(version: number, rows = 1): LeaderboardUpdate {
  return {
    tournament_id: 7,
    version,
    players_count: rows,
    changed: Array.from({ length: rows }, (_, index) => standing(index + 1)),
    finished: false,
  };
}

const note = (id: number) => ({ id, title: `Note ${id}`, text: 'Your place on the board changed' });

describe('publishPublic', () => {
  it("reaches every player's socket subscribed to the channel, in order, big data too, moving no player's seq", async () => {
    const ann = await signedIn('eur@casino.test');
    const bob = await signedIn('usd@casino.test');
    const annSocket = await subscribed(ann, ['public:tournaments', 'balance#{user}']);
    const bobSocket = await subscribed(bob, ['public:tournaments']);
    const annSeq = await currentSeq(t.db, ann.userId);

    // 200 rows are ~50 KB of JSON: far over the NOTIFY limit, so the listeners read the data from the table
    const big = update(1, 200);
    await t.db.transaction((tx) => publishPublic(tx, 'public:tournaments', big));
    await t.db.transaction((tx) => publishPublic(tx, 'public:tournaments', update(2)));

    for (const { socket } of [annSocket, bobSocket]) {
      expect(await socket.next('broadcast')).toEqual({ type: 'broadcast', channel: 'public:tournaments', data: big });
      expect(await socket.next('broadcast')).toEqual({
        type: 'broadcast',
        channel: 'public:tournaments',
        data: update(2),
      });
    }
    expect(await currentSeq(t.db, ann.userId)).toBe(annSeq);
    expect(annSocket.socket.socket.readyState).toBe(annSocket.socket.socket.OPEN);
  });

  it('skips a socket not subscribed to the channel', async () => {
    const ann = await signedIn('eur@casino.test');
    const bob = await signedIn('usd@casino.test');
    const watcher = await subscribed(ann, ['public:tournaments']);
    const other = await subscribed(bob, ['balance#{user}', 'public:wins']);

    await t.db.transaction((tx) => publishPublic(tx, 'public:tournaments', update(3)));
    await watcher.socket.next('broadcast');
    // the hub sent the frame to every socket in one go before the watcher could read it: a pong answered after that
    // comes after anything the other socket was sent
    other.socket.send({ type: 'ping' });
    await other.socket.next('pong');
    expect(other.socket.frames.map((frame) => frame.type)).toEqual(['welcome', 'subscribed', 'pong']);
  });

  it('refuses data that breaks the contract before anything is published', async () => {
    const ann = await signedIn('eur@casino.test');
    const { socket } = await subscribed(ann, ['public:tournaments']);
    const bad = { ...update(4), changed: [{ ...standing(1), award_place: 'first' }] };
    await expect(
      // @ts-expect-error: a place is a number
      t.db.transaction((tx) => publishPublic(tx, 'public:tournaments', bad)),
    ).rejects.toThrow(/award_place/);
    await t.db.transaction((tx) => publishPublic(tx, 'public:tournaments', update(5)));
    expect((await socket.next('broadcast')).data).toEqual(update(5));
    expect(socket.frames.filter((frame) => frame.type === 'broadcast')).toHaveLength(1);
  });

  it('prunes kept data with the event log once it is older than the retention', async () => {
    await t.db.transaction((tx) => publishPublic(tx, 'public:tournaments', update(6, 200)));
    const kept = async () =>
      (await t.db.query<{ count: number }>('select count(*)::int as count from realtime_public_events'))[0]?.count;
    expect(await kept()).toBeGreaterThan(0);
    await t.db.query(`update realtime_public_events set created_at = now() - interval '16 minutes'`);
    expect(await pruneEventLog(t.db)).toBeGreaterThan(0);
    expect(await kept()).toBe(0);
  });
});

describe('publishToPlayers', () => {
  it("advances each player's stream once, numbering his events in the order given", async () => {
    const ann = await signedIn('eur@casino.test');
    const bob = await signedIn('usd@casino.test');
    const annSocket = await subscribed(ann, ['personal_notifications#{user}']);
    const bobSocket = await subscribed(bob, ['personal_notifications#{user}']);
    const annSeq = annSocket.ready.seq;
    const bobSeq = bobSocket.ready.seq;

    await t.db.transaction((tx) =>
      publishToPlayers(tx, [
        { userId: ann.userId, channel: 'personal_notifications', data: note(1) },
        { userId: bob.userId, channel: 'personal_notifications', data: note(2) },
        { userId: ann.userId, channel: 'personal_notifications', data: note(3) },
      ]),
    );

    expect(await annSocket.socket.next('event')).toMatchObject({ seq: annSeq + 1, data: note(1) });
    expect(await annSocket.socket.next('event')).toMatchObject({ seq: annSeq + 2, data: note(3) });
    expect(await bobSocket.socket.next('event')).toMatchObject({ seq: bobSeq + 1, data: note(2) });
    expect(await currentSeq(t.db, ann.userId)).toBe(annSeq + 2);
    expect(await currentSeq(t.db, bob.userId)).toBe(bobSeq + 1);
    const logged = await t.db.query<{ user_id: number; seq: number; data: unknown }>(
      'select user_id, seq, data from realtime_events where user_id = any($1) and seq > 0 order by user_id, seq',
      [[ann.userId, bob.userId]],
    );
    expect(logged.filter((row) => row.seq > (row.user_id === ann.userId ? annSeq : bobSeq))).toEqual(
      [
        { user_id: ann.userId, seq: annSeq + 1, data: note(1) },
        { user_id: ann.userId, seq: annSeq + 2, data: note(3) },
        { user_id: bob.userId, seq: bobSeq + 1, data: note(2) },
      ].sort((a, b) => a.user_id - b.user_id || a.seq - b.seq),
    );
  });

  it('starts the stream of a player who had none and refuses a breach of contract as a whole', async () => {
    const ann = await signedIn('gbp@casino.test');
    await t.db.query('delete from realtime_streams where user_id = $1', [ann.userId]);
    await t.db.query('delete from realtime_events where user_id = $1', [ann.userId]);
    await expect(
      t.db.transaction((tx) =>
        publishToPlayers(tx, [
          { userId: ann.userId, channel: 'personal_notifications', data: note(4) },
          { userId: ann.userId, channel: 'personal_notifications', data: { id: 'five' } },
        ]),
      ),
    ).rejects.toThrow();
    expect(await currentSeq(t.db, ann.userId)).toBe(0);
    await t.db.transaction((tx) =>
      publishToPlayers(tx, [{ userId: ann.userId, channel: 'personal_notifications', data: note(6) }]),
    );
    expect(await currentSeq(t.db, ann.userId)).toBe(1);
  });
});
