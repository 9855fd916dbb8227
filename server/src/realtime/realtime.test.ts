import { PlayerSettings, type PrivateChannel, RealtimeToken } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { openPgDatabase } from '../db/pg-database';
import { ContractBreach } from '../http/contract';
import { listAccounts } from '../players/accounts';
import { openRealtimeSocket, type RealtimeSocket, UpgradeRefused } from '../testing/realtime-socket';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { currentSeq, pruneEventLog } from './event-log';
import { publishEventsToPlayer, publishToPlayer } from './publish';

let t: TestApp;
let wsUrl: string;
/** The origin the test server listens at: not a public origin, so the `Host` it is reached by proves nothing. */
let listenOrigin: string;
const sockets: RealtimeSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  listenOrigin = address;
  wsUrl = `${address.replace(/^http/, 'ws')}/ws`;
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});
afterAll(() => t.close());

async function signedIn(email: string): Promise<{ client: TestClient; userId: number; user: string }> {
  const client = t.client();
  await client.signIn(email);
  const userId = ((await client.get('/api/player')).body as { id: number }).id;
  return { client, userId, user: String(userId) };
}

async function connect(url: string, options: { session?: string | null; origin?: string }): Promise<RealtimeSocket> {
  const socket = await openRealtimeSocket(url, options);
  sockets.push(socket);
  return socket;
}

/** Connects with the player's cookie, subscribes to the private channels and waits until the subscription is live. */
async function subscribed(
  url: string,
  player: { client: TestClient; user: string },
  lastSeq?: number,
  channels: PrivateChannel[] = ['balance', 'payments_changes', 'personal_notifications', 'game_limits'],
) {
  const socket = await connect(url, { session: player.client.session });
  const welcome = await socket.next('welcome');
  socket.send({
    type: 'subscribe',
    channels: channels.map((channel) => `${channel}#${player.user}`),
    ...(lastSeq === undefined ? {} : { last_seq: lastSeq }),
  });
  const ready = await socket.next('subscribed');
  return { socket, welcome, ready };
}

const note = (id: number) => ({ id, title: `Note ${id}`, text: 'Your withdrawal was approved' });

function publish(db: Database, userId: number, channel: PrivateChannel, data: unknown) {
  return db.transaction((tx) => publishToPlayer(tx, userId, channel, data));
}

const events = (socket: RealtimeSocket) => socket.frames.filter((frame) => frame.type === 'event');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('publishToPlayer and delivery', () => {
  it('delivers nothing for a rolled-back transaction and a committed event exactly once', async () => {
    const ann = await signedIn('eur@casino.test');
    const { socket, ready } = await subscribed(wsUrl, ann);
    await expect(
      t.db.transaction(async (tx) => {
        await publishToPlayer(tx, ann.userId, 'personal_notifications', note(1));
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    expect(await currentSeq(t.db, ann.userId)).toBe(ready.seq);

    const accounts = await listAccounts(t.db, ann.userId);
    await publish(t.db, ann.userId, 'balance', accounts);
    const event = await socket.next('event');
    expect(event).toEqual({ type: 'event', channel: `balance#${ann.user}`, seq: ready.seq + 1, data: accounts });
    await publish(t.db, ann.userId, 'personal_notifications', note(2));
    expect(await socket.next('event')).toMatchObject({ seq: ready.seq + 2, data: note(2) });
    await pause(100);
    expect(events(socket).map((frame) => frame.seq)).toEqual([ready.seq + 1, ready.seq + 2]);
  });

  it("delivers only the player's own events on the channels subscribed", async () => {
    const ann = await signedIn('usd@casino.test');
    const bob = await signedIn('cad@casino.test');
    const { socket: annSocket, ready } = await subscribed(wsUrl, ann, undefined, ['personal_notifications']);
    const { socket: bobSocket } = await subscribed(wsUrl, bob);
    await publish(t.db, ann.userId, 'balance', await listAccounts(t.db, ann.userId));
    await publish(t.db, ann.userId, 'personal_notifications', note(3));
    expect(await annSocket.next('event')).toMatchObject({
      channel: `personal_notifications#${ann.user}`,
      seq: ready.seq + 2,
    });
    await pause(100);
    expect(events(annSocket)).toHaveLength(1);
    expect(events(bobSocket)).toHaveLength(0);
  });

  it('refuses data that breaks the channel contract and rolls the transaction back', async () => {
    const ann = await signedIn('aud@casino.test');
    const before = await currentSeq(t.db, ann.userId);
    await expect(publish(t.db, ann.userId, 'balance', [{ currency: 'EUR' }])).rejects.toBeInstanceOf(ContractBreach);
    expect(await currentSeq(t.db, ann.userId)).toBe(before);
  });

  it('publishes several events of one player in one statement, in order, or none when one breaks its contract', async () => {
    const ann = await signedIn('restricted@casino.test');
    const { socket, ready } = await subscribed(wsUrl, ann);
    const accounts = await listAccounts(t.db, ann.userId);
    await expect(
      t.db.transaction((tx) =>
        publishEventsToPlayer(tx, ann.userId, [
          { channel: 'personal_notifications', data: note(20) },
          { channel: 'balance', data: [{ currency: 'EUR' }] },
        ]),
      ),
    ).rejects.toBeInstanceOf(ContractBreach);
    expect(await currentSeq(t.db, ann.userId)).toBe(ready.seq);
    await t.db.transaction((tx) =>
      publishEventsToPlayer(tx, ann.userId, [
        { channel: 'balance', data: accounts },
        { channel: 'personal_notifications', data: note(21) },
        { channel: 'personal_notifications', data: { id: 22, title: 'Long read', text: 'é'.repeat(6000) } },
      ]),
    );
    await socket.next('event');
    await socket.next('event');
    await socket.next('event');
    expect(events(socket).map(({ channel, seq }) => [channel.split('#')[0], seq])).toEqual([
      ['balance', ready.seq + 1],
      ['personal_notifications', ready.seq + 2],
      ['personal_notifications', ready.seq + 3],
    ]);
    expect(await currentSeq(t.db, ann.userId)).toBe(ready.seq + 3);
  });

  it('delivers data too big for a NOTIFY by reading it from the log', async () => {
    const ann = await signedIn('nzd@casino.test');
    const { socket, ready } = await subscribed(wsUrl, ann);
    const big = { id: 9, title: 'Terms changed', text: 'é'.repeat(6000) };
    await publish(t.db, ann.userId, 'personal_notifications', big);
    await publish(t.db, ann.userId, 'personal_notifications', note(10));
    expect(await socket.next('event')).toMatchObject({ seq: ready.seq + 1, data: big });
    expect(await socket.next('event')).toMatchObject({ seq: ready.seq + 2, data: note(10) });
  });
});

describe('fan-out across server processes', () => {
  let second: FastifyInstance;
  let secondDb: Database;
  let secondUrl: string;

  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    if (url) {
      const [row] = await t.db.query<{ schema: string }>('select current_schema() as schema');
      secondDb = await openPgDatabase({ connectionString: url, schema: row?.schema ?? 'public', max: 2 });
    } else {
      secondDb = t.db;
    }
    second = await buildApp({ db: secondDb, config: t.config, clock: t.clock, scheduledJobs: false });
    secondUrl = `${(await second.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws')}/ws`;
  });
  afterAll(async () => {
    await second.close();
    if (secondDb !== t.db) await secondDb.close();
  });

  it('delivers an event committed through either process to the sockets of both (LISTEN/NOTIFY)', async () => {
    const ann = await signedIn('gbp@casino.test');
    const first = await subscribed(wsUrl, ann);
    const other = await subscribed(secondUrl, ann);
    expect(other.ready.seq).toBe(first.ready.seq);
    await publish(t.db, ann.userId, 'personal_notifications', note(20));
    await publish(secondDb, ann.userId, 'personal_notifications', note(21));
    for (const { socket } of [first, other]) {
      expect(await socket.next('event')).toMatchObject({ seq: first.ready.seq + 1, data: note(20) });
      expect(await socket.next('event')).toMatchObject({ seq: first.ready.seq + 2, data: note(21) });
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a lost LISTEN connection (PostgreSQL only)', () => {
  it('reads the log after the connection is back, so events committed meanwhile still arrive', async () => {
    const ann = await signedIn('eur@casino.test');
    const { socket, ready } = await subscribed(wsUrl, ann);
    const cut = await t.db.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen "casino_events"' and datname = current_database()`,
    );
    expect(cut.length).toBeGreaterThanOrEqual(1);
    for (const id of [50, 51, 52]) await publish(t.db, ann.userId, 'personal_notifications', note(id));
    for (const id of [50, 51, 52]) {
      expect(await socket.next('event')).toMatchObject({ seq: ready.seq + id - 49, data: note(id) });
    }
  });
});

describe('resume', () => {
  it('replays the events missed since last_seq, in order, then goes on live', async () => {
    const ann = await signedIn('brl@casino.test');
    const { socket, ready } = await subscribed(wsUrl, ann);
    await publish(t.db, ann.userId, 'personal_notifications', note(30));
    const seen = await socket.next('event');
    await socket.close();
    for (const id of [31, 32, 33]) await publish(t.db, ann.userId, 'personal_notifications', note(id));

    const again = await subscribed(wsUrl, ann, seen.seq);
    expect(events(again.socket).map((frame) => [frame.seq, (frame.data as { id: number }).id])).toEqual([
      [ready.seq + 2, 31],
      [ready.seq + 3, 32],
      [ready.seq + 4, 33],
    ]);
    expect(again.ready.seq).toBe(ready.seq + 4);
    await publish(t.db, ann.userId, 'personal_notifications', note(34));
    await again.socket.next('event');
    await again.socket.next('event');
    await again.socket.next('event');
    expect(await again.socket.next('event')).toMatchObject({ seq: ready.seq + 5, data: note(34) });
  });

  it('answers resync when the gap is older than the retention or last_seq is ahead of the log', async () => {
    const ann = await signedIn('nok@casino.test');
    const { socket, ready } = await subscribed(wsUrl, ann);
    await publish(t.db, ann.userId, 'personal_notifications', note(40));
    await socket.next('event');
    await socket.close();
    await publish(t.db, ann.userId, 'personal_notifications', note(41));
    await t.db.query(
      `update realtime_events set created_at = created_at - interval '16 minutes' where user_id = $1 and seq = $2`,
      [ann.userId, ready.seq + 2],
    );
    const old = await subscribed(wsUrl, ann, ready.seq + 1);
    expect(await old.socket.next('resync')).toEqual({ type: 'resync', seq: ready.seq + 2 });
    expect(events(old.socket)).toEqual([]);
    expect(old.ready.seq).toBe(ready.seq + 2);

    const ahead = await subscribed(wsUrl, ann, ready.seq + 50);
    expect(await ahead.socket.next('resync')).toEqual({ type: 'resync', seq: ready.seq + 2 });

    expect(await pruneEventLog(t.db)).toBeGreaterThanOrEqual(1);
    const rows = await t.db.query('select 1 from realtime_events where user_id = $1 and seq = $2', [
      ann.userId,
      ready.seq + 2,
    ]);
    expect(rows).toEqual([]);
  });

  it('keeps the last 1000 events of a player; a longer gap is a resync', async () => {
    const ann = await signedIn('btc@casino.test');
    const start = await currentSeq(t.db, ann.userId);
    await t.db.transaction(async (tx) => {
      for (let id = 1; id <= 1005; id++) await publishToPlayer(tx, ann.userId, 'personal_notifications', note(id));
    });
    const [kept] = await t.db.query<{ count: number; first: number }>(
      'select count(*)::int as count, min(seq)::int as first from realtime_events where user_id = $1',
      [ann.userId],
    );
    expect(kept).toEqual({ count: 1000, first: start + 6 });
    const tooOld = await subscribed(wsUrl, ann, start + 4);
    expect(await tooOld.socket.next('resync')).toEqual({ type: 'resync', seq: start + 1005 });
    const justKept = await subscribed(wsUrl, ann, start + 5);
    expect(justKept.ready.seq).toBe(start + 1005);
    expect(events(justKept.socket)).toHaveLength(1000);
  }, 60_000);
});

describe('authentication', () => {
  it('refuses an upgrade without a session, or with a forged token', async () => {
    const refusal = await openRealtimeSocket(wsUrl).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UpgradeRefused);
    expect(refusal).toMatchObject({ status: 401 });
    expect(JSON.parse((refusal as UpgradeRefused).body)).toEqual({ errors: { base: ['You need to sign in'] } });
    const forged = `${wsUrl}?user=100001&timestamp=${Math.floor(t.clock().getTime() / 1000)}&token=${'ab'.repeat(32)}`;
    await expect(openRealtimeSocket(forged)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a foreign origin, also the one its Host names, and accepts the public and embed origins', async () => {
    const ann = await signedIn('tester@casino.test');
    for (const origin of ['https://evil.example', listenOrigin]) {
      await expect(openRealtimeSocket(wsUrl, { session: ann.client.session, origin })).rejects.toMatchObject({
        status: 403,
      });
    }
    for (const origin of [...t.config.publicOrigins, 'http://localhost:8081']) {
      const socket = await connect(wsUrl, { session: ann.client.session, origin });
      expect(await socket.next('welcome')).toMatchObject({ user: ann.user });
    }
  });

  it('opens with the connection token of /api/player/settings or /api/realtime/auth, until it expires', async () => {
    const ann = await signedIn('vip@casino.test');
    const { cent } = PlayerSettings.parse((await ann.client.get('/api/player/settings')).body);
    expect(cent.url).toMatch(/^ws:\/\/.+\/ws$/);
    const withToken = (token: RealtimeToken) =>
      `${wsUrl}?user=${token.user}&timestamp=${token.timestamp}&token=${token.token}`;
    const socket = await connect(withToken(cent), { origin: 'http://localhost:8082' });
    expect(await socket.next('welcome')).toMatchObject({ user: ann.user });

    t.clock.advance(6 * 60 * 1000);
    await expect(openRealtimeSocket(withToken(cent))).rejects.toMatchObject({ status: 401 });
    const fresh = RealtimeToken.parse((await ann.client.post('/api/realtime/auth', {})).body);
    const again = await connect(withToken(fresh), {});
    expect(await again.next('welcome')).toMatchObject({ user: ann.user });
    expect((await t.client().post('/api/realtime/auth', {})).status).toBe(401);
  });
});

describe('frames', () => {
  it('answers bad frames with an error frame and keeps the socket usable', async () => {
    const ann = await signedIn('multi@casino.test');
    const socket = await connect(wsUrl, { session: ann.client.session });
    await socket.next('welcome');
    socket.send('not json');
    expect(await socket.next('error')).toMatchObject({ code: 'invalid_frame' });
    socket.send({ type: 'subscribe', channels: [] });
    expect(await socket.next('error')).toMatchObject({ code: 'invalid_frame' });
    socket.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await socket.next('error')).toMatchObject({ code: 'invalid_frame' });
    socket.send({ type: 'subscribe', channels: ['balance#100001', `balance#${ann.user}`, 'wins'] });
    const refused = await socket.next('error');
    expect(refused.code).toBe('channel_refused');
    expect(refused.message).toContain('balance#100001, wins');
    socket.send({ type: 'ping' });
    expect(await socket.next('pong')).toEqual({ type: 'pong' });
    socket.send({ type: 'subscribe', channels: [`balance#${ann.user}`, 'public:wins'], last_seq: null });
    expect(await socket.next('subscribed')).toMatchObject({ channels: [`balance#${ann.user}`, 'public:wins'] });
  });
});

describe('heartbeats and session checks', () => {
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    app = await buildApp({
      db: t.db,
      config: t.config,
      clock: t.clock,
      realtime: { heartbeatTimeoutMs: 400, sweepIntervalMs: 50, revalidateIntervalMs: 100 },
      scheduledJobs: false,
    });
    url = `${(await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws')}/ws`;
  });
  afterAll(() => app.close());

  it('closes a silent socket and keeps one that pings', async () => {
    const ann = await signedIn('ee@casino.test');
    const silent = await connect(url, { session: ann.client.session });
    const pinging = await connect(url, { session: ann.client.session });
    const timer = setInterval(() => pinging.send({ type: 'ping' }), 100);
    try {
      expect(await silent.closed).toBe(4000);
      await pause(300);
      expect(pinging.socket.readyState).toBe(pinging.socket.OPEN);
    } finally {
      clearInterval(timer);
    }
  });

  it('closes the sockets of a session that signed out', async () => {
    const ann = await signedIn('usd@casino.test');
    const socket = await connect(url, { session: ann.client.session });
    const timer = setInterval(() => socket.send({ type: 'ping' }), 100);
    try {
      await socket.next('welcome');
      expect((await ann.client.delete('/api/users/sign_out')).status).toBe(204);
      expect(await socket.closed).toBe(4001);
    } finally {
      clearInterval(timer);
    }
  });
});
