// Live leaderboard latency (issue 15): how long after a real round a running tournament's board update reaches every
// watching browser. Starts the platform on DATABASE_URL with its scheduled jobs (the leaderboard publisher every
// looking every 50 ms among them), creates BENCH_BOARD_PLAYERS funded players who each play one real round in a running bet
// tournament (1,000 ranked players), opens BENCH_WATCHERS real websockets of different players subscribed to
// `public:tournaments` and their own `balance`, then plays BENCH_BOARD_ROUNDS real rounds one at a time, each by a
// watcher, at a random phase of the board's 250 ms cycle. Per round it measures round start → the last watcher received
// the `LeaderboardUpdate` naming the player (and from the round's commit), next to the peer from the same round: the
// player's own `balance` event (round start → receive), the bare event round trip bench/realtime.ts measures. The
// sockets are read in this process, which also runs the server.
// Run: node scripts/with-postgres.mjs npm run bench:leaderboard
import { performance } from 'node:perf_hooks';
import type { LeaderboardUpdate } from '@casino/sdk/contract';
import { ServerFrame } from '@casino/sdk/contract';
import { WebSocket } from 'ws';
import { reportGoal } from './goal-report';

/** Ranked players of the tournament. */
const PLAYERS = Number(process.env.BENCH_BOARD_PLAYERS ?? 1000);
/** Websockets watching the board, each of another player. */
const WATCHERS = Math.min(PLAYERS, Number(process.env.BENCH_WATCHERS ?? 200));
/** Rounds measured, after {@link WARM_UP}. */
const ROUNDS = Number(process.env.BENCH_BOARD_ROUNDS ?? 100);
const WARM_UP = 10;
/** An update not at every watcher within this is a failure. */
const TIMEOUT_MS = 10_000;
/** Goal: p99 round → every watcher, in ms (a board's 250 ms gap between updates plus the publisher's work and the fan-out). */
const GOAL_P99_MS = 500;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is not set: run it as `node scripts/with-postgres.mjs npm run bench:leaderboard`');
  process.exit(2);
}
const { buildApp } = await import('../server/src/app');
const { startSession, SESSION_COOKIE } = await import('../server/src/auth/sessions');
const { readConfig } = await import('../server/src/config');
const { migrate } = await import('../server/src/db/migrate');
const { openPgDatabase } = await import('../server/src/db/pg-database');
const { playRealRound } = await import('../server/src/games/play/real-round');
const { seedDatabase, isSeeded } = await import('../server/src/seed/seed');
const { createFundedPlayer } = await import('../server/src/testing/funded-player');
const { createTournament } = await import('../server/src/tournaments/create-tournament');

const db = await openPgDatabase({ connectionString: databaseUrl });
await migrate(db);
if (!(await isSeeded(db))) await seedDatabase(db);
const [game] = await db.query<{ identifier: string }>(
  `select g.identifier from games g join game_currency_ids c on c.game_id = g.id and c.currency = 'USD'
   order by g.id limit 1`,
);
if (!game) throw new Error('no game is offered in USD: the seed has changed');
const now = new Date();
const run = `${process.pid}-${now.getTime()}`;

const setupStarted = performance.now();
const tournamentId = await db.transaction((tx) =>
  createTournament(
    tx,
    {
      frontendIdentifier: `bench-board-${run}`,
      title: 'Bench board',
      strategy: 'bet',
      currency: 'USD',
      startAt: new Date(now.getTime() - 60_000),
      endAt: new Date(now.getTime() + 3_600_000),
    },
    now,
  ),
);
/** Players by index: id, the name the board shows, and a session cookie for the watchers. */
const players = await db.transaction(async (tx) => {
  const made: { userId: number; nickname: string; cookie: string | null }[] = [];
  for (let index = 0; index < PLAYERS; index += 1) {
    const userId = await createFundedPlayer(tx, `board-${run}-${index}@bench.test`, 100_000_000_00, now);
    const nickname = `board-${index}-${userId}`;
    await tx.query('update users set nickname = $2 where id = $1', [userId, nickname]);
    const cookie =
      index < WATCHERS
        ? `${SESSION_COOKIE}=${await startSession(tx, { userId, ip: '127.0.0.1', userAgent: 'bench', replaces: null }, now)}`
        : null;
    made.push({ userId, nickname, cookie });
  }
  return made;
});

/** A real round of `userId` (a bet of 20 lines of `lineBetCents`), settled through the round's one statement. */
const play = (userId: number, lineBetCents: number) =>
  db.transaction((tx) =>
    playRealRound(tx, { userId, identifier: game.identifier, currency: 'USD', lineBetCents }, new Date()),
  );
// every player scores once, eight rounds at a time
for (let from = 0; from < PLAYERS; from += 8) {
  await Promise.all(players.slice(from, from + 8).map((player, i) => play(player.userId, 1 + ((from + i) % 50))));
}

const app = await buildApp({
  db,
  config: readConfig({ ...process.env, SITE_DIR: '/nonexistent', CDN_DIR: '/nonexistent' }),
});
const origin = await app.listen({ host: '127.0.0.1', port: 0 });
// the publisher puts the 1,000 rows on the board first
const unpublished = async () =>
  (
    await db.query<{ count: number }>(
      `select count(*)::int as count from tournament_players
       where tournament_id = $1 and published_score is distinct from score`,
      [tournamentId],
    )
  )[0]?.count ?? 0;
while ((await unpublished()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
const setupSeconds = (performance.now() - setupStarted) / 1000;

/** What the round being measured waits for. */
let expected: { nickname: string; userId: number } | null = null;
let boardReceipts: number[] = [];
let balanceAt: number | null = null;
let wake: () => void = () => {};

const sockets = await Promise.all(
  players.slice(0, WATCHERS).map(
    (player) =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/ws`, {
          headers: { cookie: player.cookie ?? '' },
        });
        socket.on('error', reject);
        socket.on('message', (raw) => {
          const at = performance.now();
          const frame = ServerFrame.parse(JSON.parse(raw.toString()));
          if (frame.type === 'welcome') {
            socket.send(
              JSON.stringify({ type: 'subscribe', channels: ['public:tournaments', `balance#${frame.user}`] }),
            );
          } else if (frame.type === 'subscribed') {
            resolve(socket);
          } else if (frame.type === 'broadcast' && expected !== null) {
            const update = frame.data as LeaderboardUpdate;
            const nickname = expected.nickname;
            if (update.tournament_id === tournamentId && update.changed.some((row) => row.nickname === nickname)) {
              boardReceipts.push(at);
              wake();
            }
          } else if (frame.type === 'event' && expected?.userId === player.userId) {
            balanceAt = at;
            wake();
          }
        });
      }),
  ),
);

/** Plays one round by watcher `index` at a random phase of the publisher's cycle; answers its timings in ms. */
async function measureRound(index: number) {
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 250));
  const player = players[index % WATCHERS];
  if (!player) throw new Error('no watcher');
  boardReceipts = [];
  balanceAt = null;
  expected = player;
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`round ${index}: ${boardReceipts.length} of ${WATCHERS} watchers in ${TIMEOUT_MS} ms`)),
      TIMEOUT_MS,
    );
    wake = () => {
      if (boardReceipts.length < WATCHERS || balanceAt === null) return;
      clearTimeout(timer);
      resolve();
    };
  });
  const started = performance.now();
  await play(player.userId, 10);
  const committed = performance.now();
  await done;
  expected = null;
  const last = Math.max(...boardReceipts);
  return {
    board: last - started,
    boardFromCommit: last - committed,
    firstWatcher: Math.min(...boardReceipts) - started,
    balance: (balanceAt ?? Number.NaN) - started,
    round: committed - started,
  };
}

for (let i = 0; i < WARM_UP; i++) await measureRound(i);
const samples: Awaited<ReturnType<typeof measureRound>>[] = [];
for (let i = 0; i < ROUNDS; i++) samples.push(await measureRound(WARM_UP + i));

const sorted = (key: keyof (typeof samples)[number]) => samples.map((sample) => sample[key]).sort((a, b) => a - b);
const row = (name: string, values: number[]) =>
  `${name.padEnd(46)} ${[50, 95, 99]
    .map((p) => percentile(values, p).toFixed(1).padStart(8))
    .join(' ')} ${(values.at(-1) ?? 0).toFixed(1).padStart(8)}`;
console.log(
  `leaderboard latency: ${PLAYERS} ranked players, ${WATCHERS} watching sockets, ${ROUNDS} rounds one at a time (${WARM_UP} warm-up), PostgreSQL; setup ${setupSeconds.toFixed(1)} s`,
);
console.log(`${'ms'.padEnd(46)} ${['p50', 'p95', 'p99', 'max'].map((h) => h.padStart(8)).join(' ')}`);
const board = sorted('board');
const balance = sorted('balance');
console.log(row('round start → every watcher has the board', board));
console.log(row('round commit → every watcher has the board', sorted('boardFromCommit')));
console.log(row('round start → first watcher has the board', sorted('firstWatcher')));
console.log(row('peer: round start → player has his balance', balance));
console.log(row('the round itself (start → commit)', sorted('round')));

const p99 = percentile(sorted('boardFromCommit'), 99);
reportGoal({
  goal: `leaderboard update at all ${WATCHERS} watchers after a round (${PLAYERS} players), p99 from commit`,
  target: `≤ ${GOAL_P99_MS} ms`,
  value: Number(p99.toFixed(1)),
  unit: 'ms',
  peer: {
    name: 'balance event of the same round, p50 from round start',
    value: Number(percentile(balance, 50).toFixed(1)),
  },
  ratio: percentile(board, 50) / percentile(balance, 50),
  met: p99 <= GOAL_P99_MS,
  note: `p50 ${percentile(board, 50).toFixed(1)} ms from round start (ratio is board p50 ÷ balance p50, both from round start); publisher every 50 ms, ≥ 250 ms between updates of a board; server and ${WATCHERS} sockets in one process; ${ROUNDS} rounds`,
});

for (const socket of sockets) socket.close();
await app.close();
await db.close();
