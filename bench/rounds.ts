// Settled real bets per second on PostgreSQL (issue 13): starts the platform on DATABASE_URL, creates BENCH_PLAYERS
// funded players with a signed-in session each, and plays real rounds (the realRound route, each with its own
// Idempotency-Key) over HTTP on loopback, BENCH_CONCURRENCY at a time, for BENCH_TIME_LIMIT_MS. Counts the settled
// rounds per second, p50/p99, the SQL statements per round (every query the server sends, begin and commit included)
// and how often the busy backends sat idle in a transaction. The peer, measured in the same run at the same
// concurrency on the same PostgreSQL: a bare node:http server whose request is the least a settled bet needs (one
// transaction: a balance UPDATE … RETURNING and an INSERT of the entry). The load comes from a child process, as a
// client on another machine would not share the server's event loop. BENCH_POOLS=5,10,20 then measures the rounds
// with other pool sizes in the same run.
// Comp points (issue 14): the rounds are measured with the accrual on (the server's default) and off
// (COMP_POINTS_ACCRUAL=off, a second app on the same pool), alternating BENCH_ACCRUAL_PASSES times, and the ratio
// on/off printed. BENCH_LINE_BET sets the line bet (default 1 cent: a 20-cent bet, a point every 50 rounds in USD; 50
// makes every round earn a point and publish comps_award).
// Issue 16: the rounds of a jackpot game (three levels take their share of each USD bet, through the exchange legs into
// the EUR pools) with the daily totals VIP progress and adventure days read, and with the app's jobs (VIP promotion,
// jackpot ticker) running, against the same rounds whose settle_real_round is the one before issue 16
// (bench/round-before-issue-16.ts), alternating BENCH_ISSUE16_PASSES times; each side has a schema and an app of its
// own, built alike (BENCH_ISSUE16_CALIBRATE=1 checks that: the round before issue 16 on both sides).
// Run: node scripts/with-postgres.mjs npm run bench:rounds
import { fork } from 'node:child_process';
import { Agent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { routePath } from '@casino/sdk/contract';
import pg from 'pg';
import { reportGoal } from './goal-report';
import { useRoundBeforeIssue16 } from './round-before-issue-16';

/** Rounds in flight at once. */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
/** Players playing (two per slot of concurrency, so a player's rounds seldom wait on each other). */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? CONCURRENCY * 2);
/** How long each side is measured, in milliseconds (after a warm-up of a fifth of it). */
const TIME_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_MS ?? 15_000);
/** Connections of the server's pool (and of the peer's); defaults to the server's own default. */
const POOL = process.env.BENCH_POOL ? Number(process.env.BENCH_POOL) : undefined;
/** Pool sizes measured after the goal, in the same run (`BENCH_POOLS=5,10,20`): how the pool was sized. */
const POOLS = (process.env.BENCH_POOLS ?? '').split(',').filter(Boolean).map(Number);
const GOAL_PER_SECOND = 2000;
/** On/off pairs of the comp point accrual measured, alternating. */
const ACCRUAL_PASSES = Number(process.env.BENCH_ACCRUAL_PASSES ?? 2);
/** Pairs of the issue-16 comparison measured, alternating. */
const ISSUE16_PASSES = Number(process.env.BENCH_ISSUE16_PASSES ?? 2);
/** The schemas of the issue-16 comparison: the round as it is, and the round before issue 16. */
const NOW_SCHEMA = 'bench_rounds_issue_16';
const BEFORE_SCHEMA = 'bench_rounds_before_issue_16';
/**
 * `BENCH_ISSUE16_CALIBRATE=1` plays the round before issue 16 on both sides of the issue-16 comparison: an A/A check
 * that the two sides are measured alike (its ratio should be about 1).
 */
const CALIBRATE = process.env.BENCH_ISSUE16_CALIBRATE === '1';
/** Line bet of every round, in cents (the bet is 20 lines of it). */
const LINE_BET_CENTS = Number(process.env.BENCH_LINE_BET ?? 1);
/**
 * Whether the measured apps run the server's scheduled jobs (`BENCH_JOBS=off` turns them off on every app, to tell the
 * round's own cost from the jobs'). The accrual-off app never runs them: it shares the database with the measured app,
 * and a second set of jobs would double their work on it.
 */
const JOBS = process.env.BENCH_JOBS !== 'off';

/** What the load process is asked to do: POST `path` with each body in turn, `concurrency` at a time. */
interface LoadJob {
  port: number;
  path: string;
  /** One request per slot of concurrency and player: headers and body. */
  players: { headers: Record<string, string>; body: string }[];
  concurrency: number;
  warmUpMs: number;
  durationMs: number;
  /** Status every answer must have. */
  status: number;
}

/** What the load process measured after the warm-up. */
interface LoadResult {
  requests: number;
  seconds: number;
  latencies: number[];
  failure: string | null;
}

/** The load generator (its own process): keep-alive node:http requests, each slot playing its own players in turn. */
async function runLoad(job: LoadJob): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.concurrency });
  let sequence = 0;
  let failure: string | null = null;
  const send = (player: LoadJob['players'][number]) =>
    new Promise<void>((resolve, reject) => {
      sequence += 1;
      const body = player.body.replace('"SEQ"', String(sequence));
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port: job.port,
          path: job.path,
          method: 'POST',
          agent,
          headers: {
            ...player.headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'idempotency-key': `bench-rounds-${process.pid}-${sequence}`,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            if (response.statusCode === job.status) return resolve();
            reject(new Error(`${job.path} answered ${response.statusCode}: ${Buffer.concat(chunks).toString()}`));
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  const latencies: number[] = [];
  const started = performance.now();
  const measureFrom = started + job.warmUpMs;
  const stopAt = measureFrom + job.durationMs;
  await Promise.all(
    Array.from({ length: job.concurrency }, async (_, slot) => {
      const mine = job.players.filter((_player, index) => index % job.concurrency === slot);
      for (let turn = 0; failure === null && performance.now() < stopAt; turn += 1) {
        const player = mine[turn % mine.length];
        if (!player) return;
        const sent = performance.now();
        try {
          await send(player);
        } catch (error) {
          failure = error instanceof Error ? error.message : String(error);
          return;
        }
        if (sent >= measureFrom) latencies.push(performance.now() - sent);
      }
    }),
  );
  agent.destroy();
  return {
    requests: latencies.length,
    seconds: (performance.now() - measureFrom) / 1000,
    latencies,
    failure,
  };
}

/** Set in the environment of the load process. */
const LOAD_PROCESS = 'BENCH_ROUNDS_LOAD';

if (process.env[LOAD_PROCESS]) {
  process.once('message', (job: LoadJob) => {
    void runLoad(job).then((result) => process.send?.(result, undefined, {}, () => process.exit(0)));
  });
} else {
  await main();
}

/** Runs `job` in a child process (a worker thread would not get the TypeScript loader on Node 20). */
function load(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL(import.meta.url), { env: { ...process.env, [LOAD_PROCESS]: '1' } });
    child.once('message', (result: LoadResult) => resolve(result));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the load process ended with ${code} before answering`)));
    child.send(job);
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Samples pg_stat_activity while `during` runs: the share of busy backends that were idle in a transaction. */
async function idleInTransactionShare(databaseUrl: string, during: Promise<unknown>): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let active = 0;
  let idle = 0;
  let done = false;
  void during.finally(() => {
    done = true;
  });
  while (!done) {
    const { rows } = await client.query<{ state: string; count: number }>(
      `select state, count(*)::int as count from pg_stat_activity
       where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()
       group by state`,
    );
    for (const row of rows) {
      if (row.state === 'active') active += row.count;
      if (row.state === 'idle in transaction') idle += row.count;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await client.end();
  return active + idle === 0 ? 0 : idle / (active + idle);
}

/** The peer: a bare node:http server that settles a bet in one transaction (UPDATE … RETURNING, INSERT). */
async function startPeer(databaseUrl: string, players: number, poolSize: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  await pool.query(`create schema if not exists bench_peer;
    create table if not exists bench_peer.wallets (id bigint primary key, balance_cents bigint not null check (balance_cents >= 0));
    create table if not exists bench_peer.entries (id bigint generated always as identity primary key,
      wallet_id bigint not null references bench_peer.wallets (id), amount_cents bigint not null);
    insert into bench_peer.wallets select g, 100000000000 from generate_series(1, ${players}) g on conflict do nothing`);
  const settle = async (walletId: number, betCents: number) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ balance_cents: string }>(
        'update bench_peer.wallets set balance_cents = balance_cents - $2 where id = $1 returning balance_cents',
        [walletId, betCents],
      );
      await client.query('insert into bench_peer.entries (wallet_id, amount_cents) values ($1, $2)', [
        walletId,
        -betCents,
      ]);
      await client.query('commit');
      return rows[0]?.balance_cents;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { wallet, bet_cents } = JSON.parse(Buffer.concat(chunks).toString()) as {
        wallet: number;
        bet_cents: number;
      };
      settle(wallet, bet_cents).then(
        (balance) => {
          response.writeHead(201, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ balance_cents: Number(balance) }));
        },
        (error: unknown) => {
          response.writeHead(500);
          response.end(String(error));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('DATABASE_URL is not set: run it as `node scripts/with-postgres.mjs npm run bench:rounds`');
    process.exit(2);
  }
  const { buildApp } = await import('../server/src/app');
  const { startSession, SESSION_COOKIE } = await import('../server/src/auth/sessions');
  const { readConfig } = await import('../server/src/config');
  const { migrate } = await import('../server/src/db/migrate');
  const { DEFAULT_POOL_SIZE, openPgDatabase } = await import('../server/src/db/pg-database');
  const { createFundedPlayer } = await import('../server/src/testing/funded-player');
  const { seedDatabase } = await import('../server/src/seed/seed');
  const { SEED_JACKPOT } = await import('../server/src/seed/jackpot-seed');
  const { countingDatabase } = await import('./counting-database');

  const db = await openPgDatabase({ connectionString: databaseUrl, ...(POOL ? { max: POOL } : {}) });
  const poolSize = POOL ?? DEFAULT_POOL_SIZE;
  await migrate(db);
  await seedDatabase(db);
  const now = new Date();
  const [game] = await db.query<{ identifier: string }>(
    `select g.identifier from games g join game_currency_ids c on c.game_id = g.id and c.currency = 'USD'
     order by g.id limit 1`,
  );
  if (!game) throw new Error('no game is offered in USD: the seed has changed');
  /** PLAYERS funded USD players with a session each in `on`: their cookies. */
  const signedInPlayers = (on: typeof db) =>
    on.transaction(async (tx) => {
      const tokens: string[] = [];
      for (let index = 0; index < PLAYERS; index += 1) {
        const userId = await createFundedPlayer(
          tx,
          `rounds-${process.pid}-${now.getTime()}-${index}@bench.test`,
          100_000_000_00,
          now,
        );
        tokens.push(await startSession(tx, { userId, ip: '127.0.0.1', userAgent: 'bench', replaces: null }, now));
      }
      return tokens.map((token) => `${SESSION_COOKIE}=${token}`);
    });
  const cookies = await signedInPlayers(db);
  const [jackpotGame] = await db.query<{ identifier: string }>(
    `select j.game as identifier from jackpot_games j join jackpots k on k.id = j.jackpot_id and k.identifier = $1
     join games g on g.identifier = j.game join game_currency_ids c on c.game_id = g.id and c.currency = 'USD'
     order by g.id limit 1`,
    [SEED_JACKPOT.identifier],
  );
  if (!jackpotGame) throw new Error('no game of the seeded jackpot is offered in USD: the seed has changed');

  /** An app of the platform on `on` listening on a free port (no site), with `env` over the environment. */
  const listeningApp = async (on: typeof db, jobs: boolean, env: Record<string, string> = {}) => {
    const listening = await buildApp({
      db: on,
      config: readConfig({ ...process.env, ...env, SITE_DIR: '/nonexistent', CDN_DIR: '/nonexistent' }),
      scheduledJobs: jobs,
    });
    await listening.listen({ host: '127.0.0.1', port: 0 });
    return { app: listening, port: (listening.server.address() as AddressInfo).port };
  };
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  /**
   * One side of the issue-16 comparison, built as the other is: a schema of its own, migrated and seeded, its players,
   * and an app with the server's jobs; with the round before issue 16 when `roundBefore`. Neither side has played
   * before the comparison (the goal's and the accrual's passes play in the public schema).
   */
  const issue16Side = async (schema: string, roundBefore: boolean) => {
    await admin.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
    const sideDb = await openPgDatabase({ connectionString: databaseUrl, schema, ...(POOL ? { max: POOL } : {}) });
    await migrate(sideDb);
    await seedDatabase(sideDb);
    if (roundBefore) await useRoundBeforeIssue16(sideDb);
    const sideCookies = await signedInPlayers(sideDb);
    const sideCounted = countingDatabase(sideDb);
    return {
      schema,
      db: sideDb,
      counted: sideCounted,
      ...(await listeningApp(sideCounted.db, JOBS)),
      cookies: sideCookies,
    };
  };
  const sides = [await issue16Side(NOW_SCHEMA, CALIBRATE), await issue16Side(BEFORE_SCHEMA, true)] as const;
  const [withIssue16, beforeIssue16] = sides;
  const counted = countingDatabase(db);
  const { app, port } = await listeningApp(counted.db, JOBS);
  const countedOff = countingDatabase(db);
  const { app: appOff, port: portOff } = await listeningApp(countedOff.db, false, { COMP_POINTS_ACCRUAL: 'off' });
  const peer = await startPeer(databaseUrl, PLAYERS, poolSize);
  const warmUpMs = Math.round(TIME_LIMIT_MS / 5);
  const describe = (result: LoadResult) => {
    const sorted = [...result.latencies].sort((a, b) => a - b);
    const perSecond = result.requests / result.seconds;
    return {
      perSecond,
      text: `${result.requests} in ${result.seconds.toFixed(1)} s = ${perSecond.toFixed(0)}/s, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`,
    };
  };

  try {
    console.log(
      `real rounds on PostgreSQL, ${PLAYERS} players, ${CONCURRENCY} at a time, pool ${poolSize}, ${TIME_LIMIT_MS / 1000} s each after ${warmUpMs / 1000} s warm-up, game ${game.identifier}, line bet ${LINE_BET_CENTS} cent(s)`,
    );
    /** Rounds of `gameIdentifier` by the players of `playerCookies` against the app on `onPort`. */
    const job = (onPort: number, playerCookies: readonly string[], gameIdentifier: string): LoadJob => ({
      port: onPort,
      path: routePath('realRound'),
      players: playerCookies.map((cookie) => ({
        headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ game: gameIdentifier, currency: 'USD', line_bet_cents: LINE_BET_CENTS }),
      })),
      concurrency: CONCURRENCY,
      warmUpMs,
      durationMs: TIME_LIMIT_MS,
      status: 201,
    });
    const roundsJob = job(port, cookies, game.identifier);
    /** Plays `roundJob` and counts its statements (through `counter`) and the rounds settled in `on`. */
    const measureRounds = async (roundJob: LoadJob, counter: typeof counted, on: typeof db = db) => {
      const run = load(roundJob);
      const [startCount] = await on.query<{ rounds: number }>('select count(*)::int as rounds from game_rounds');
      counter.reset();
      const idle = idleInTransactionShare(databaseUrl, run);
      const result = await run;
      const statements = counter.statements();
      const [endCount] = await on.query<{ rounds: number }>('select count(*)::int as rounds from game_rounds');
      if (result.failure) throw new Error(result.failure);
      const settled = (endCount?.rounds ?? 0) - (startCount?.rounds ?? 0);
      return { result, statements, settled, idle: await idle };
    };
    const rounds = await measureRounds(roundsJob, counted);
    const statements = rounds.statements;
    const settled = rounds.settled;
    const roundFigures = describe(rounds.result);
    console.log(`rounds       ${roundFigures.text}`);
    console.log(
      `             ${(statements / settled).toFixed(1)} SQL statements per round (${statements} for ${settled} rounds, warm-up included), backends idle in a transaction ${(100 * rounds.idle).toFixed(0)} % of their busy time`,
    );

    // comp point accrual on against off, alternating so that neither side gets the quieter minutes
    const side = () => ({ perSecond: [] as number[], statements: 0, rounds: 0 });
    const accrual = { on: side(), off: side() };
    for (let pass = 0; pass < ACCRUAL_PASSES; pass += 1) {
      for (const mode of pass % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
        const measured =
          mode === 'on'
            ? await measureRounds(roundsJob, counted)
            : await measureRounds({ ...roundsJob, port: portOff }, countedOff);
        const figures = describe(measured.result);
        accrual[mode].perSecond.push(figures.perSecond);
        accrual[mode].statements += measured.statements;
        accrual[mode].rounds += measured.settled;
        console.log(
          `accrual ${mode.padEnd(4)} ${figures.text}, ${(measured.statements / measured.settled).toFixed(2)} statements per round`,
        );
      }
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
    const accrualOn = mean(accrual.on.perSecond);
    const accrualOff = mean(accrual.off.perSecond);
    const accrualRatio = accrualOn / accrualOff;
    console.log(
      `             comp point accrual on/off: ${accrualOn.toFixed(0)}/s against ${accrualOff.toFixed(0)}/s = ${accrualRatio.toFixed(3)} (${(100 * (1 - accrualRatio)).toFixed(1)} % loss; goal ≤ 10 %); ${(accrual.on.statements / accrual.on.rounds).toFixed(2)} against ${(accrual.off.statements / accrual.off.rounds).toFixed(2)} statements per round`,
    );

    // issue 16: jackpot contributions and VIP/adventure progress on, against the round before issue 16, each side in a
    // schema of its own built alike
    const issue16 = { now: side(), before: side() };
    for (let pass = 0; pass < ISSUE16_PASSES; pass += 1) {
      for (const mode of pass % 2 === 0 ? (['before', 'now'] as const) : (['now', 'before'] as const)) {
        const played = mode === 'now' ? withIssue16 : beforeIssue16;
        const measured = await measureRounds(
          job(played.port, played.cookies, jackpotGame.identifier),
          played.counted,
          played.db,
        );
        const figures = describe(measured.result);
        issue16[mode].perSecond.push(figures.perSecond);
        issue16[mode].statements += measured.statements;
        issue16[mode].rounds += measured.settled;
        console.log(
          `issue 16 ${mode.padEnd(6)} ${figures.text}, ${(measured.statements / measured.settled).toFixed(2)} statements per round`,
        );
      }
    }
    const issue16Now = mean(issue16.now.perSecond);
    const issue16Before = mean(issue16.before.perSecond);
    const issue16Ratio = issue16Now / issue16Before;
    console.log(
      `             jackpot game with issue 16 against the round before it: ${issue16Now.toFixed(0)}/s against ${issue16Before.toFixed(0)}/s = ${issue16Ratio.toFixed(3)} (${(100 * (1 - issue16Ratio)).toFixed(1)} % loss; goal ≤ 10 %)`,
    );

    const peerRun = load({
      port: peer.port,
      path: '/bet',
      players: Array.from({ length: PLAYERS }, (_, index) => ({
        headers: {},
        body: JSON.stringify({ wallet: index + 1, bet_cents: 20 }),
      })),
      concurrency: CONCURRENCY,
      warmUpMs,
      durationMs: TIME_LIMIT_MS,
      status: 201,
    });
    const peerIdle = idleInTransactionShare(databaseUrl, peerRun);
    const bare = await peerRun;
    if (bare.failure) throw new Error(bare.failure);
    const peerFigures = describe(bare);
    console.log(`bare peer    ${peerFigures.text}`);
    console.log(
      `             4 SQL statements per bet, backends idle in a transaction ${(100 * (await peerIdle)).toFixed(0)} % of their busy time`,
    );
    for (const size of POOLS) {
      const sized = await openPgDatabase({ connectionString: databaseUrl, max: size });
      const { app: sizedApp, port: sizedPort } = await listeningApp(sized, JOBS);
      try {
        const result = await load({ ...roundsJob, port: sizedPort });
        if (result.failure) throw new Error(result.failure);
        console.log(`pool ${String(size).padEnd(7)} ${describe(result).text}`);
      } finally {
        await sizedApp.close();
        await sized.close();
      }
    }
    reportGoal({
      goal: 'settled real bets per second on PostgreSQL',
      target: '≥ 2,000/s',
      value: Math.round(roundFigures.perSecond),
      unit: 'rounds/s',
      peer: {
        name: 'bare node:http, one UPDATE … RETURNING + INSERT per bet',
        value: Math.round(peerFigures.perSecond),
      },
      ratio: roundFigures.perSecond / peerFigures.perSecond,
      met: roundFigures.perSecond >= GOAL_PER_SECOND,
      note: `${CONCURRENCY} at a time, ${PLAYERS} players, pool ${poolSize}, ${TIME_LIMIT_MS / 1000} s each; ${(statements / settled).toFixed(1)} SQL statements per round`,
    });
    reportGoal({
      goal: 'settled real bets per second with comp point accrual, against without',
      target: 'at most 10 % fewer',
      value: Math.round(accrualOn),
      unit: 'rounds/s',
      peer: { name: 'the same rounds with COMP_POINTS_ACCRUAL=off, same run', value: Math.round(accrualOff) },
      ratio: accrualRatio,
      met: accrualRatio >= 0.9,
      note: `${ACCRUAL_PASSES} alternating pass(es) of ${TIME_LIMIT_MS / 1000} s per side, line bet ${LINE_BET_CENTS} cent(s)`,
    });
    reportGoal({
      goal: 'settled real bets per second with jackpot contributions and VIP/adventure progress, against before issue 16',
      target: 'at most 10 % fewer',
      value: Math.round(issue16Now),
      unit: 'rounds/s',
      peer: {
        name: 'the same rounds with settle_real_round before issue 16, same run (a schema of its own)',
        value: Math.round(issue16Before),
      },
      ratio: issue16Ratio,
      met: issue16Ratio >= 0.9,
      note: `${ISSUE16_PASSES} alternating pass(es) of ${TIME_LIMIT_MS / 1000} s per side over HTTP, USD bets on ${jackpotGame.identifier} (EUR jackpot), ${JOBS ? "the app's jobs running" : 'no scheduled jobs'}`,
    });
  } finally {
    await app.close();
    await appOff.close();
    for (const side of sides) {
      await side.app.close();
      await side.db.close();
      await admin.query(`drop schema if exists ${side.schema} cascade`);
    }
    await admin.end();
    await peer.close();
    await db.close();
  }
}
