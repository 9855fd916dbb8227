import { WebSocket } from 'ws';
import {
  REALTIME_EMAIL,
  REALTIME_USER,
  type RealtimePlatform,
  startRealtimePlatform,
} from '../../test/realtime-platform';
import { type Casino, type CasinoOptions, createCasino } from '../casino';
import type { CasinoEvents } from '../events';
import { FIXTURE_PASSWORD } from '../testing';
import { fullJitterDelay } from './backoff';
import type { RealtimeOptions } from './realtime-module';

let platform: RealtimePlatform;
const casinos: Casino[] = [];

beforeEach(async () => {
  platform = await startRealtimePlatform();
});
afterEach(async () => {
  for (const casino of casinos.splice(0)) await casino.session.signOut().catch(() => {});
  await platform.close();
});

/** A seeded random (mulberry32), so backoff delays are known in advance. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A casino on the fake platform with fast realtime timings, signed in, its realtime connection subscribed. */
async function signedInCasino(realtime: RealtimeOptions = {}, options: CasinoOptions = {}) {
  const casino = createCasino({
    baseUrl: platform.url,
    retryDelay: () => 0,
    realtime: { WebSocket, backoffBaseMs: 10, backoffCapMs: 40, ...realtime },
    ...options,
  });
  casinos.push(casino);
  const seen: { [K in keyof CasinoEvents]?: CasinoEvents[K][] } = {};
  casino.events.on('*', (type, event) => {
    const list = (seen[type] ?? []) as unknown[];
    list.push(event);
    (seen as Record<string, unknown[]>)[type] = list;
  });
  await casino.session.signIn(REALTIME_EMAIL, FIXTURE_PASSWORD);
  await until(() => casino.realtime.status.value === 'open');
  return { casino, seen };
}

const withAmount = (amount: number) => platform.accounts.map((account) => ({ ...account, amount_cents: amount }));

describe('fullJitterDelay', () => {
  it('draws below min(cap, base * 2^attempt)', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => fullJitterDelay(attempt, 500, 30_000, () => 0.5))).toEqual([
      250, 500, 1000, 2000, 4000, 8000, 15_000,
    ]);
    expect(fullJitterDelay(10, 500, 30_000, () => 0.999_999)).toBe(29_999);
    expect(fullJitterDelay(3, 500, 30_000, () => 0)).toBe(0);
  });
});

describe('realtime client', () => {
  it('connects once signed in, subscribes to the private channels, and disconnects at sign-out', async () => {
    const { casino } = await signedInCasino();
    expect(platform.subscribes).toEqual([
      {
        channels: [
          'balance',
          'payments_changes',
          'personal_notifications',
          'game_limits',
          'bonuses_changes',
          'freespins_changes',
          'comps_award',
          'lootboxes_changes',
          'tournaments_statuses',
          'jackpot_win_award',
        ].map((name) => `${name}#${REALTIME_USER}`),
        lastSeq: null,
      },
    ]);
    await casino.session.signOut();
    expect(casino.realtime.status.value).toBe('off');
    await until(() => platform.openSockets() === 0);
  });

  it('never connects for a guest, with realtime off, or without a WebSocket', async () => {
    const guest = createCasino({ baseUrl: platform.url, realtime: { WebSocket } });
    const off = createCasino({ baseUrl: platform.url, realtime: false });
    const noSocket = createCasino({ baseUrl: platform.url, retryDelay: () => 0 });
    await off.session.signIn(REALTIME_EMAIL, FIXTURE_PASSWORD);
    await noSocket.session.signIn(REALTIME_EMAIL, FIXTURE_PASSWORD);
    await pause(50);
    expect([guest, off, noSocket].map((casino) => casino.realtime.status.value)).toEqual(['off', 'off', 'off']);
    expect(platform.upgradeAttempts).toEqual([]);
  });

  it('puts balance events into the accounts signal and emits typed events', async () => {
    const { casino, seen } = await signedInCasino();
    platform.accounts = withAmount(25_000);
    const seq = platform.publishBalance();
    platform.publish('personal_notifications', { id: 1, title: 'Hello', text: 'Welcome back' });
    await until(() => (seen['realtime:personal_notifications'] ?? []).length === 1);
    expect(casino.state.balance.value?.totalCents).toBe(25_000);
    expect(seen['realtime:balance']).toEqual([{ seq, data: platform.accounts }]);
    expect(seen.balance?.at(-1)).toEqual({ accounts: platform.accounts });
    expect(seen['realtime:personal_notifications']).toEqual([
      { seq: seq + 1, data: { id: 1, title: 'Hello', text: 'Welcome back' } },
    ]);
  });

  it('relays loyalty channel events unparsed, for the loyalty entry to parse', async () => {
    const { seen } = await signedInCasino();
    const award = { chargeable: { points: 'not checked here' } };
    const seq = platform.publish('comps_award', award);
    await until(() => (seen['realtime:comps_award'] ?? []).length === 1);
    expect(seen['realtime:comps_award']).toEqual([{ seq, data: award }]);
    expect(seen['realtime:error']).toBeUndefined();
  });

  it('resumes from the last sequence number when the socket is cut mid-stream and ends with the right balance', async () => {
    const { casino, seen } = await signedInCasino();
    const reloadsBefore = { ...platform.reloads };
    for (let step = 1; step <= 30; step++) {
      platform.accounts = withAmount(10_000 + step * 100);
      platform.publishBalance();
      if (step === 12) {
        await until(() => (seen['realtime:balance'] ?? []).length >= 12);
        platform.terminateSockets();
      }
      await pause(3);
    }
    await until(() => casino.state.balance.value?.totalCents === 13_000);
    const seqs = (seen['realtime:balance'] ?? []).map((event) => event.seq);
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(platform.subscribes.map((subscribe) => subscribe.lastSeq)).toEqual([null, 12]);
    expect(platform.reloads).toEqual(reloadsBefore);
    expect(seen['realtime:resync']).toBeUndefined();
  });

  it('reloads profile and accounts after resync', async () => {
    const { casino, seen } = await signedInCasino();
    platform.publishBalance();
    await until(() => (seen['realtime:balance'] ?? []).length === 1);
    platform.terminateSockets();
    platform.accounts = withAmount(7_700);
    platform.publishBalance();
    platform.publishBalance();
    platform.keptFrom = 3;
    const reloadsBefore = { ...platform.reloads };
    await until(() => (seen['realtime:resync'] ?? []).length === 1);
    expect(seen['realtime:resync']).toEqual([{ seq: 3 }]);
    expect(platform.reloads).toEqual({
      profile: reloadsBefore.profile + 1,
      accounts: reloadsBefore.accounts + 1,
    });
    expect(casino.state.balance.value?.totalCents).toBe(7_700);
    platform.accounts = withAmount(8_800);
    platform.publishBalance();
    await until(() => casino.state.balance.value?.totalCents === 8_800);
  });

  it('after a long drop subscribes afresh and reloads state', async () => {
    const { seen } = await signedInCasino({ resumeWindowMs: 30 });
    platform.refuseUpgrades = true;
    platform.terminateSockets();
    await pause(120);
    const reloadsBefore = platform.reloads.accounts;
    platform.refuseUpgrades = false;
    await until(() => (seen['realtime:resync'] ?? []).length === 1);
    expect(platform.subscribes.map((subscribe) => subscribe.lastSeq)).toEqual([null, null]);
    expect(platform.reloads.accounts).toBe(reloadsBefore + 1);
  });

  it('replaces a connection that stops answering pings', async () => {
    const { casino } = await signedInCasino({ heartbeatIntervalMs: 20, heartbeatTimeoutMs: 80 });
    platform.answerPings = false;
    await until(() => platform.connections >= 2);
    platform.answerPings = true;
    await until(() => casino.realtime.status.value === 'open' && platform.openSockets() === 1);
    const connections = platform.connections;
    await pause(200);
    expect(platform.connections).toBe(connections);
    expect(platform.subscribes.at(-1)?.lastSeq).toBe(0);
  });

  it('waits a full-jitter exponential backoff between attempts, drawn from the injected random', async () => {
    const random = seededRandom(42);
    const expected = seededRandom(42);
    const { casino } = await signedInCasino({ backoffBaseMs: 40, backoffCapMs: 160, random });
    platform.refuseUpgrades = true;
    const firstAttempt = platform.upgradeAttempts.length;
    platform.terminateSockets();
    await until(() => platform.upgradeAttempts.length >= firstAttempt + 5, 5000);
    platform.refuseUpgrades = false;
    await until(() => casino.realtime.status.value === 'open');
    const attempts = platform.upgradeAttempts.slice(firstAttempt, firstAttempt + 5);
    const delays = [0, 1, 2, 3, 4].map((attempt) => fullJitterDelay(attempt, 40, 160, expected));
    for (let i = 1; i < attempts.length; i++) {
      const gap = (attempts[i] ?? 0) - (attempts[i - 1] ?? 0);
      expect(gap).toBeGreaterThanOrEqual((delays[i] ?? 0) - 2);
      expect(gap).toBeLessThan((delays[i] ?? 0) + 150);
    }
  });

  it('drops and reports frames that break the contract, and goes on', async () => {
    const { casino, seen } = await signedInCasino();
    platform.sendRaw('not json');
    platform.sendRaw(JSON.stringify({ type: 'event', channel: `balance#${REALTIME_USER}`, seq: 1, data: [{}] }));
    platform.sendRaw(JSON.stringify({ type: 'event', channel: 'balance#8', seq: 2, data: platform.accounts }));
    platform.sendRaw(JSON.stringify({ type: 'error', code: 'invalid_frame', message: 'Frame refused' }));
    await until(() => (seen['realtime:error'] ?? []).length === 4);
    expect(seen['realtime:error']?.map(({ error }) => (error as Error).name)).toEqual([
      'RealtimeFrameError',
      'RealtimeFrameError',
      'RealtimeFrameError',
      'Error',
    ]);
    platform.accounts = withAmount(4_200);
    platform.publish('personal_notifications', { id: 1, title: 'a', text: 'b' });
    platform.publish('personal_notifications', { id: 2, title: 'a', text: 'b' });
    platform.publishBalance();
    await until(() => casino.state.balance.value?.totalCents === 4_200);
    expect((seen['realtime:personal_notifications'] ?? []).map((event) => event.seq)).toEqual([]);
    expect(platform.connections).toBe(1);
  });

  it('subscribes to a watched public channel on the open connection, resuming, and emits its events unparsed', async () => {
    const { casino, seen } = await signedInCasino();
    const seq = platform.publishBalance();
    await until(() => (seen['realtime:balance'] ?? []).length === 1);
    const privateChannels = platform.subscribes[0]?.channels ?? [];

    const unwatch = casino.realtime.watch('public:tournaments');
    await until(() => platform.subscribes.length === 2);
    expect(platform.subscribes[1]).toEqual({ channels: [...privateChannels, 'public:tournaments'], lastSeq: seq });
    const board = { tournament_id: 7, version: 'not checked here' };
    platform.broadcast('public:tournaments', board);
    platform.broadcast('public:wins', { not: 'watched' });
    platform.publishBalance();
    await until(() => (seen['realtime:balance'] ?? []).length === 2);
    expect(seen['realtime:public:tournaments']).toEqual([{ data: board }]);
    expect(seen['realtime:public:wins']).toBeUndefined();
    expect(seen['realtime:resync']).toBeUndefined();

    unwatch();
    await until(() => platform.subscribes.length === 3);
    expect(platform.subscribes[2]).toEqual({ channels: privateChannels, lastSeq: seq + 1 });
  });

  it('counts watchers, keeps the channel through reconnects, and subscribes with it from the welcome', async () => {
    const casino = createCasino({
      baseUrl: platform.url,
      retryDelay: () => 0,
      realtime: { WebSocket, backoffBaseMs: 10, backoffCapMs: 40 },
    });
    casinos.push(casino);
    const first = casino.realtime.watch('public:tournaments');
    const second = casino.realtime.watch('public:tournaments');
    await casino.session.signIn(REALTIME_EMAIL, FIXTURE_PASSWORD);
    await until(() => casino.realtime.status.value === 'open');
    expect(platform.subscribes).toHaveLength(1);
    expect(platform.subscribes[0]?.channels.at(-1)).toBe('public:tournaments');

    first();
    first();
    platform.terminateSockets();
    await until(() => platform.subscribes.length === 2 && casino.realtime.status.value === 'open');
    expect(platform.subscribes[1]?.channels.at(-1)).toBe('public:tournaments');
    const boards: unknown[] = [];
    casino.events.on('realtime:public:tournaments', ({ data }) => boards.push(data));
    platform.broadcast('public:tournaments', { version: 2 });
    await until(() => boards.length === 1);

    second();
    await until(() => platform.subscribes.length === 3);
    expect(platform.subscribes[2]?.channels).not.toContain('public:tournaments');
  });

  it('reports a broadcast on a channel that is not public', async () => {
    const { seen } = await signedInCasino();
    platform.sendRaw(JSON.stringify({ type: 'broadcast', channel: `balance#${REALTIME_USER}`, data: [] }));
    await until(() => (seen['realtime:error'] ?? []).length === 1);
    expect(seen['realtime:error']?.map(({ error }) => (error as Error).name)).toEqual(['RealtimeFrameError']);
    expect(seen['realtime:balance']).toBeUndefined();
  });
});
