// Deposits per second on this machine: starts the platform on a real PostgreSQL when DATABASE_URL is set (else an
// in-memory PGlite), listens on loopback only, signs in a demo player and sends card deposits over HTTP, first one
// at a time, then 16 at a time, each with its own Idempotency-Key. Bounded by count and by time.
// Run: node --import tsx --conditions=source bench/deposits.ts   (or npm run bench:deposits)
import { performance } from 'node:perf_hooks';
import { routePath } from '@casino/sdk/contract';
import { buildApp } from '../server/src/app';
import { readConfig } from '../server/src/config';
import { migrate } from '../server/src/db/migrate';
import { openDatabase } from '../server/src/db/open-database';
import { seedDatabase } from '../server/src/seed/seed';

/** Deposits per phase. */
const COUNT = Number(process.env.BENCH_DEPOSITS ?? 400);
/** Longest a phase may run, in milliseconds. */
const TIME_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_MS ?? 20_000);
const CONCURRENCY = 16;
const CARD = {
  card_number: '4242424242424242',
  card_holder: 'Michael Johnson',
  expiry_month: '12',
  expiry_year: '2035',
  cvv: '123',
};

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
await migrate(db);
await seedDatabase(db);
const app = await buildApp({
  db,
  config: readConfig({ ...process.env, SITE_DIR: '/nonexistent', CDN_DIR: '/nonexistent' }),
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const origin = new URL(address).origin;

const signIn = await fetch(`${origin}${routePath('signIn')}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
  body: JSON.stringify({ user: { email: 'usd@casino.test', password: 'Password123' } }),
});
if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
let sequence = 0;

async function deposit(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}${routePath('deposit')}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'idempotency-key': `bench-${process.pid}-${++sequence}`,
      cookie,
    },
    body: JSON.stringify({
      payment: { method_id: 'card', amount_cents: 1000 + (sequence % 50) * 100, currency: 'USD', fields: CARD },
    }),
  });
  const body = (await response.json()) as { state?: string };
  if (response.status !== 201 || body.state !== 'succeeded') {
    throw new Error(`deposit failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return performance.now() - started;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function phase(name: string, workers: number) {
  const latencies: number[] = [];
  const deadline = performance.now() + TIME_LIMIT_MS;
  const started = performance.now();
  let issued = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (issued < COUNT && performance.now() < deadline) {
        issued += 1;
        latencies.push(await deposit());
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(16)} ${String(latencies.length).padStart(5)} deposits in ${seconds.toFixed(2)} s = ${(latencies.length / seconds).toFixed(1)}/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`,
  );
}

try {
  console.log(`deposits on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}, ${origin}`);
  for (let index = 0; index < 20; index += 1) await deposit();
  await phase('sequential', 1);
  await phase(`concurrency ${CONCURRENCY}`, CONCURRENCY);
} finally {
  await app.close();
  await db.close();
}
