// games_filter latency and throughput at 10,000 games: starts the platform on a real PostgreSQL when DATABASE_URL is set
// (else an in-memory PGlite), replaces the catalogue with a generated one of BENCH_GAMES games, listens on loopback
// only and sends POST /api/games_filter over HTTP: a lobby category page, a deep page of "all", a provider page,
// the title sort and title searches (accent-folded prefixes through the search index). Each query runs one at a time,
// then all of them 16 at a time. Bounded by count and by time.
// Run: node --import tsx --conditions=source bench/games-filter.ts   (or npm run bench:games)
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/src/app';
import { readConfig } from '../server/src/config';
import { migrate } from '../server/src/db/migrate';
import { openDatabase } from '../server/src/db/open-database';
import { generateCatalogue } from '../server/src/games/catalogue/generate-catalogue';
import { replaceCatalogue } from '../server/src/games/catalogue/write-catalogue';
import { CATALOGUE_SEED, seedDatabase } from '../server/src/seed/seed';

/** Games in the benchmarked catalogue. */
const GAMES = Number(process.env.BENCH_GAMES ?? 10_000);
/** Requests per query in the sequential phase. */
const COUNT = Number(process.env.BENCH_REQUESTS ?? 200);
/** Longest a phase may run, in milliseconds. */
const TIME_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_MS ?? 15_000);
const CONCURRENCY = 16;

/** The requests measured, as the lobby, the category pages and the search popup send them. */
const QUERIES: Readonly<Record<string, object>> = {
  'pokies page 1': { filter: { categories: { identifiers: ['pokies'] } }, page: 1, page_size: 40 },
  'all page 100': { page: 100, page_size: 40 },
  'provider page 1': { filter: { providers: ['netent'] }, page: 1, page_size: 40 },
  'title sort': { sort: { type: 'title', direction: 'ASC' }, page: 1, page_size: 40 },
  'search "gol"': { filter: { title: 'gol' }, page_size: 40 },
  'search "golden"': { filter: { title: 'golden' }, page_size: 40 },
  'search "sacre"': { filter: { title: 'sacré' }, page_size: 40 },
  'search 2 words': { filter: { title: 'wild fortune' }, page_size: 40 },
  'search no match': { filter: { title: 'zzqx' }, page_size: 40 },
};

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
await migrate(db);
const writeStarted = performance.now();
const now = new Date();
const catalogue = generateCatalogue({
  seed: CATALOGUE_SEED,
  games: GAMES,
  asOf: new Date(now.getTime() - (now.getTime() % 86_400_000)),
});
await db.transaction((tx) => replaceCatalogue(tx, catalogue));
await seedDatabase(db);
const writeMs = performance.now() - writeStarted;
const app = await buildApp({
  db,
  config: readConfig({ ...process.env, SITE_DIR: '/nonexistent', CDN_DIR: '/nonexistent' }),
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const origin = new URL(address).origin;

/** Sends one request; returns its latency in ms and the games it matched. */
async function gamesFilter(body: object): Promise<{ ms: number; total: number }> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/games_filter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { pagination?: { total_count: number } };
  if (response.status !== 200 || !answer.pagination) {
    throw new Error(`games_filter failed: ${response.status} ${JSON.stringify(answer)}`);
  }
  return { ms: performance.now() - started, total: answer.pagination.total_count };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const describe = (latencies: number[]) => {
  latencies.sort((a, b) => a - b);
  return `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`;
};

async function sequential(name: string, body: object) {
  const latencies: number[] = [];
  const deadline = performance.now() + TIME_LIMIT_MS;
  let total = 0;
  while (latencies.length < COUNT && performance.now() < deadline) {
    const result = await gamesFilter(body);
    latencies.push(result.ms);
    total = result.total;
  }
  console.log(`${name.padEnd(18)} ${String(total).padStart(6)} games  ${describe(latencies)}`);
}

async function concurrent() {
  const bodies = Object.values(QUERIES);
  const latencies: number[] = [];
  const deadline = performance.now() + TIME_LIMIT_MS;
  const started = performance.now();
  let issued = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (issued < COUNT * bodies.length && performance.now() < deadline) {
        const body = bodies[issued % bodies.length] ?? {};
        issued += 1;
        latencies.push((await gamesFilter(body)).ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `mixed, ${CONCURRENCY} at a time: ${latencies.length} requests in ${seconds.toFixed(2)} s = ${(latencies.length / seconds).toFixed(0)}/s, ${describe(latencies)}`,
  );
}

try {
  console.log(
    `games_filter on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}, ${GAMES} games written in ${Math.round(writeMs)} ms, ${origin}`,
  );
  for (const body of Object.values(QUERIES)) for (let index = 0; index < 5; index += 1) await gamesFilter(body);
  for (const [name, body] of Object.entries(QUERIES)) await sequential(name, body);
  await concurrent();
} finally {
  await app.close();
  await db.close();
}
