// games_filter latency and throughput at 10,000 games: starts the platform on a real PostgreSQL when DATABASE_URL is set
// (else an in-memory PGlite), replaces the catalogue with a generated one of BENCH_GAMES games, listens on loopback
// only and sends the gamesFilter route over HTTP: a lobby category page, a deep page of "all", a provider page,
// the title sort and title searches (accent-folded prefixes through the search index). Each query runs one at a time,
// then all of them 16 at a time from a worker thread, against the platform and its peer in turns: a bare
// node:http server that answers each query with the very bytes the platform answered (same coding), precomputed.
// Every request accepts br and gzip, as browsers do. Bounded by count and by time.
// Run: node --import tsx --conditions=source bench/games-filter.ts   (or npm run bench:games)
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { routePath } from '@casino/sdk/contract';
import { buildApp } from '../server/src/app';
import { readConfig } from '../server/src/config';
import { migrate } from '../server/src/db/migrate';
import { openDatabase } from '../server/src/db/open-database';
import { generateCatalogue } from '../server/src/games/catalogue/generate-catalogue';
import { replaceCatalogue } from '../server/src/games/catalogue/write-catalogue';
import { CATALOGUE_SEED, seedDatabase } from '../server/src/seed/seed';
import { reportGoal } from './goal-report';
import { type LoadResult, loadFromWorker, mergeLoads, percentile } from './http-load';

/** Games in the benchmarked catalogue. */
const GAMES = Number(process.env.BENCH_GAMES ?? 10_000);
/** Requests per query in the sequential phase. */
const COUNT = Number(process.env.BENCH_REQUESTS ?? 200);
/** Longest a phase may run, in milliseconds. */
const TIME_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_MS ?? 15_000);
const CONCURRENCY = 16;
/** How long each server takes the mixed load, in milliseconds, in SLICES turns. */
const MIXED_MS = Number(process.env.BENCH_MIXED_MS ?? 10_000);
const SLICES = 5;
const HEADERS = {
  'content-type': 'application/json',
  'x-requested-with': 'XMLHttpRequest',
  'accept-encoding': 'br, gzip',
};

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
  const response = await fetch(`${origin}${routePath('gamesFilter')}`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { pagination?: { total_count: number } };
  if (response.status !== 200 || !answer.pagination) {
    throw new Error(`games_filter failed: ${response.status} ${JSON.stringify(answer)}`);
  }
  return { ms: performance.now() - started, total: answer.pagination.total_count };
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

/** The platform's answer to `body` as it went over the wire: status, headers that describe the body, raw bytes. */
function rawAnswer(body: string): Promise<{ headers: Record<string, string>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${origin}${routePath('gamesFilter')}`,
      { method: 'POST', headers: HEADERS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers: Record<string, string> = { 'content-type': String(response.headers['content-type']) };
          const encoding = response.headers['content-encoding'];
          if (encoding) headers['content-encoding'] = encoding;
          resolve({ headers, bytes: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A bare node:http server that answers each measured body with the platform's bytes for it, precomputed. */
async function startPeer(bodies: readonly string[]) {
  const answers = new Map<string, { headers: Record<string, string>; bytes: Buffer }>();
  for (const body of bodies) answers.set(body, await rawAnswer(body));
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = answers.get(Buffer.concat(chunks).toString('utf8'));
      if (!answer) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { ...answer.headers, 'content-length': answer.bytes.length });
      response.end(answer.bytes);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const bytes = [...answers.values()].reduce((sum, answer) => sum + answer.bytes.length, 0);
  return { url: `http://127.0.0.1:${port}/`, server, meanBytes: Math.round(bytes / answers.size) };
}

const summary = (name: string, result: LoadResult) =>
  `${name}: ${result.requests} requests in ${result.seconds.toFixed(2)} s = ${result.perSecond.toFixed(0)}/s, ${describe(result.latencies)}`;

async function concurrent() {
  const bodies = Object.values(QUERIES).map((body) => JSON.stringify(body));
  const peer = await startPeer(bodies);
  try {
    // the two servers take turns, a slice each, so that a change in the machine's load touches both alike
    const plan = { bodies, headers: HEADERS, concurrency: CONCURRENCY, warmUp: 50, durationMs: MIXED_MS / SLICES };
    const platformSlices: LoadResult[] = [];
    const bareSlices: LoadResult[] = [];
    for (let slice = 0; slice < SLICES; slice += 1) {
      platformSlices.push(await loadFromWorker({ ...plan, url: `${origin}${routePath('gamesFilter')}` }));
      bareSlices.push(await loadFromWorker({ ...plan, url: peer.url }));
    }
    const platform = mergeLoads(platformSlices);
    const bare = mergeLoads(bareSlices);
    console.log(summary(`mixed, ${CONCURRENCY} at a time, platform`, platform));
    console.log(
      summary(`mixed, ${CONCURRENCY} at a time, bare node:http (same bytes, ${peer.meanBytes} B mean)`, bare),
    );
    const ratio = platform.perSecond / bare.perSecond;
    const p99 = percentile(platform.latencies, 99);
    reportGoal({
      goal: 'games_filter at 10,000 games vs a bare node:http server',
      target: '≥ 25 % of its req/s, p99 ≤ 50 ms',
      value: Math.round(platform.perSecond),
      unit: 'req/s',
      peer: { name: 'bare node:http, same bytes', value: Math.round(bare.perSecond) },
      ratio,
      met: ratio >= 0.25 && p99 <= 50,
      note: `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${GAMES} games, ${bodies.length} queries mixed, ${CONCURRENCY} at a time from a worker thread for ${MIXED_MS / 1000} s each in ${SLICES} alternating slices, br/gzip accepted; platform p99 ${p99.toFixed(1)} ms, peer p99 ${percentile(bare.latencies, 99).toFixed(1)} ms`,
    });
  } finally {
    await new Promise((resolve) => peer.server.close(resolve));
  }
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
