// Realtime latency: publish → client receive over a real websocket on loopback.
//   node --import tsx --conditions=source bench/realtime.ts [events]      (PGlite in memory)
//   DATABASE_URL=postgres://… node --import tsx --conditions=source bench/realtime.ts [events]
// Each event is a `balance` publication (the player's account list, as the ledger sends it) committed in its own
// transaction; the next one starts when the previous one arrived, so the figures are latencies, not queueing.
import { performance } from 'node:perf_hooks';
import { routePath, ServerFrame } from '@casino/sdk/contract';
import { WebSocket } from 'ws';
import { buildApp } from '../server/src/app';
import { SESSION_COOKIE } from '../server/src/auth/sessions';
import { readConfig } from '../server/src/config';
import { migrate } from '../server/src/db/migrate';
import { openDatabase } from '../server/src/db/open-database';
import { listAccounts } from '../server/src/players/accounts';
import { publishToPlayer } from '../server/src/realtime/publish';
import { DEMO_PASSWORD } from '../server/src/seed/demo-players';
import { isSeeded, seedDatabase } from '../server/src/seed/seed';

/** Events measured. Defaults to 1000, at most 20000. */
const EVENTS = Math.min(20_000, Math.max(1, Number(process.argv[2] ?? 1000)));
/** Events sent first and not counted (JIT, connection warm-up). */
const WARM_UP = 50;
/** An event not received within this is a failure. */
const EVENT_TIMEOUT_MS = 5000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
await migrate(db);
if (!(await isSeeded(db))) await seedDatabase(db);
const app = await buildApp({ db, config: readConfig({ SITE_DIR: '/nonexistent', CDN_DIR: '/nonexistent' }) });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });

const signIn = await fetch(`${origin}${routePath('signIn')}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
  body: JSON.stringify({ user: { email: 'eur@casino.test', password: DEMO_PASSWORD } }),
});
const session = signIn.headers
  .getSetCookie()
  .map((line) => line.split(';')[0] ?? '')
  .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
if (!signIn.ok || !session) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
const { user_id: userId } = (await signIn.json()) as { user_id: number };

const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/ws`, { headers: { cookie: session } });
/** Receipt times of events nobody waits for yet (an event may arrive before its publisher learns its seq). */
const receivedAt = new Map<number, number>();
const waiting = new Map<number, (at: number) => void>();
let subscribed: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  subscribed = resolve;
});
socket.on('message', (raw) => {
  const at = performance.now();
  const frame = ServerFrame.parse(JSON.parse(raw.toString()));
  if (frame.type === 'welcome') {
    socket.send(JSON.stringify({ type: 'subscribe', channels: [`balance#${frame.user}`] }));
  } else if (frame.type === 'subscribed') {
    subscribed();
  } else if (frame.type === 'event') {
    const resolve = waiting.get(frame.seq);
    if (resolve) resolve(at);
    else receivedAt.set(frame.seq, at);
  }
});
await ready;

/** Time `seq` arrived, waiting for it when it has not yet. */
function arrival(seq: number): Promise<number> {
  const at = receivedAt.get(seq);
  if (at !== undefined) {
    receivedAt.delete(seq);
    return Promise.resolve(at);
  }
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`event ${seq} took more than ${EVENT_TIMEOUT_MS} ms`)),
      EVENT_TIMEOUT_MS,
    );
    waiting.set(seq, (time) => {
      clearTimeout(timer);
      waiting.delete(seq);
      resolve(time);
    });
  });
}

/** Publishes one event and resolves with [publish → receive, commit → receive] in ms. */
async function measureOne(): Promise<[number, number]> {
  const start = performance.now();
  const seq = await db.transaction(async (tx) => {
    await publishToPlayer(tx, userId, 'balance', await listAccounts(tx, userId));
    const [row] = await tx.query<{ last_seq: number }>('select last_seq from realtime_streams where user_id = $1', [
      userId,
    ]);
    return row?.last_seq ?? 0;
  });
  const committed = performance.now();
  const at = await arrival(seq);
  return [at - start, at - committed];
}

for (let i = 0; i < WARM_UP; i++) await measureOne();
const total: number[] = [];
const afterCommit: number[] = [];
const began = performance.now();
for (let i = 0; i < EVENTS; i++) {
  const [fromPublish, fromCommit] = await measureOne();
  total.push(fromPublish);
  afterCommit.push(fromCommit);
}
const seconds = (performance.now() - began) / 1000;
total.sort((a, b) => a - b);
afterCommit.sort((a, b) => a - b);

const row = (name: string, values: number[]) =>
  `${name.padEnd(34)} ${[50, 95, 99]
    .map((p) => percentile(values, p).toFixed(2).padStart(8))
    .join(' ')} ${(values.at(-1) ?? 0).toFixed(2).padStart(8)}`;
console.log(
  `realtime latency, ${EVENTS} balance events one at a time (${WARM_UP} warm-up), database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}`,
);
console.log(`${'ms'.padEnd(34)} ${['p50', 'p95', 'p99', 'max'].map((h) => h.padStart(8)).join(' ')}`);
console.log(row('publish (tx start) → client receive', total));
console.log(row('commit → client receive', afterCommit));
console.log(`${(EVENTS / seconds).toFixed(0)} events/s sequentially`);

socket.close();
await app.close();
await db.close();
