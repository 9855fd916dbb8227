// Jackpots on the hot path (issue 16), on PostgreSQL, rounds played through playRealRound (the route's code without
// HTTP: what is measured is the round's SQL), BENCH_CONCURRENCY at a time by BENCH_PLAYERS funded USD players, in
// BENCH_PASSES alternating pairs of BENCH_TIME_LIMIT_MS a side so that neither side gets the quieter minutes:
// (a) contribution overhead: settled rounds per second on a game of the seeded jackpot (three levels take their
//     share of every bet) against a game of no jackpot, same schema, same run;
// (contention) the contributing rounds with the jackpot's pool on one row (every bet waits for the one before) against
//     the default 16 rows picked by player (docs/jackpots.md, Concurrency);
// (b) ticker frames per second at 500 bets/s: bets paced to BENCH_TICKER_RATE a second on the jackpot game while two
//     publishers (two server processes) run the ticker job every 50 ms; frames counted as the NOTIFY listeners see
//     them, with the bets per second actually reached;
// (c) the issue's hot-path check: the round as it is now (jackpot contributions, the daily totals VIP progress and
//     adventure days read; then also the VIP promotion job running every 5 s as the server runs it) against the round
//     as it was before issue 16: a second schema, migrated and seeded alike, whose settle_real_round is the one of
//     migrations 0026-0029 (no daily totals, no jackpots) and which runs no VIP job. The goal: at most 10 % fewer.
// Runs in schemas of its own (bench_jackpots, bench_jackpots_before; dropped first and after).
// Run: node scripts/with-postgres.mjs npm run bench:jackpots
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { reportGoal } from './goal-report';
import { useRoundBeforeIssue16 } from './round-before-issue-16';

/** Rounds in flight at once. */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** Players playing (two per slot of concurrency, so a player's rounds seldom wait on each other). */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? CONCURRENCY * 2);
/** How long each side of a pair is measured, in milliseconds. */
const TIME_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_MS ?? 6_000);
/** Pairs measured per comparison, alternating which side goes first. */
const PASSES = Number(process.env.BENCH_PASSES ?? 3);
/** Bets a second offered to the ticker measurement. */
const TICKER_RATE = Number(process.env.BENCH_TICKER_RATE ?? 500);
/** How long the ticker measurement lasts, in milliseconds. */
const TICKER_MS = Number(process.env.BENCH_TICKER_MS ?? 10_000);
/** The issue's goal: the round loses at most a tenth of its rounds per second. */
const GOAL_RATIO = 0.9;
/** The ticker's goal: a few frames a second, four at most (JACKPOT_TICKER_MIN_GAP_MS). */
const GOAL_FRAMES_PER_SECOND = 4;
const SCHEMA = 'bench_jackpots';
const BEFORE_SCHEMA = 'bench_jackpots_before';
const LINE_BET_CENTS = 5;

type Database = import('../server/src/db/database').Database;

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('DATABASE_URL is not set: run it as `node scripts/with-postgres.mjs npm run bench:jackpots`');
    process.exit(2);
  }
  const { migrate } = await import('../server/src/db/migrate');
  const { openPgDatabase } = await import('../server/src/db/pg-database');
  const { seedDatabase } = await import('../server/src/seed/seed');
  const { createFundedPlayer } = await import('../server/src/testing/funded-player');
  const { playRealRound } = await import('../server/src/games/play/real-round');
  const { publishJackpotTicker } = await import('../server/src/jackpots/ticker-publisher');
  const { promoteVipPlayers, VIP_PROMOTION_INTERVAL_MS } = await import('../server/src/vip/promote-vip-players');
  const { SEED_JACKPOT } = await import('../server/src/seed/jackpot-seed');
  const { jackpotBooks } = await import('../server/src/testing/jackpot-invariants');

  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop schema if exists ${SCHEMA} cascade; create schema ${SCHEMA};
    drop schema if exists ${BEFORE_SCHEMA} cascade; create schema ${BEFORE_SCHEMA}`);

  /** A migrated, seeded schema with the bench's players; answers them and a jackpot game and a plain game in USD. */
  const prepare = async (db: Database) => {
    await migrate(db);
    await seedDatabase(db);
    const [jackpotGame] = await db.query<{ identifier: string }>(
      `select j.game as identifier from jackpot_games j join jackpots k on k.id = j.jackpot_id and k.identifier = $1
       join games g on g.identifier = j.game
       where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = 'USD')
       order by g.id limit 1`,
      [SEED_JACKPOT.identifier],
    );
    const [plainGame] = await db.query<{ identifier: string }>(
      `select g.identifier from games g
       where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = 'USD')
         and not exists (select 1 from jackpot_games j where j.game = g.identifier)
       order by g.id limit 1`,
    );
    if (!jackpotGame || !plainGame) throw new Error('the seed has no jackpot game or no plain game in USD');
    const now = new Date();
    const players = await db.transaction(async (tx) => {
      const ids: number[] = [];
      for (let index = 0; index < PLAYERS; index += 1) {
        ids.push(await createFundedPlayer(tx, `jackpots-${index}@bench.test`, 100_000_000_00, now));
      }
      return ids;
    });
    return { jackpotGame: jackpotGame.identifier, plainGame: plainGame.identifier, players };
  };

  const db = await openPgDatabase({ connectionString: databaseUrl, schema: SCHEMA });
  const before = await openPgDatabase({ connectionString: databaseUrl, schema: BEFORE_SCHEMA });
  let vipJob: ReturnType<typeof setInterval> | null = null;
  try {
    const now = await prepare(db);
    const old = await prepare(before);
    await useRoundBeforeIssue16(before);

    /** Plays rounds on `game` for TIME_LIMIT_MS, CONCURRENCY at a time; answers rounds per second. */
    const measure = async (on: Database, players: readonly number[], game: string) => {
      const stopAt = performance.now() + TIME_LIMIT_MS;
      const started = performance.now();
      let rounds = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, slot) => {
          const mine = players.filter((_player, index) => index % CONCURRENCY === slot);
          for (let turn = 0; performance.now() < stopAt; turn += 1) {
            const userId = mine[turn % mine.length] as number;
            await on.transaction((tx) =>
              playRealRound(
                tx,
                { userId, identifier: game, currency: 'USD', lineBetCents: LINE_BET_CENTS },
                new Date(),
              ),
            );
            rounds += 1;
          }
        }),
      );
      return rounds / ((performance.now() - started) / 1000);
    };
    /** PASSES alternating pairs of two sides; answers each side's mean rounds per second. */
    const compare = async <A extends string, B extends string>(
      label: string,
      sides: Record<A | B, () => Promise<number>>,
      first: A,
      second: B,
    ) => {
      const rates = { [first]: [] as number[], [second]: [] as number[] } as Record<A | B, number[]>;
      for (let pass = 0; pass < PASSES; pass += 1) {
        for (const side of pass % 2 === 0 ? [second, first] : [first, second]) {
          const perSecond = await sides[side]();
          rates[side].push(perSecond);
          console.log(`${label} ${side.padEnd(22)} ${perSecond.toFixed(0)} rounds/s`);
        }
      }
      return { a: mean(rates[first]), b: mean(rates[second]) };
    };

    console.log(
      `jackpots on PostgreSQL, ${PLAYERS} players, ${CONCURRENCY} at a time, ${TIME_LIMIT_MS / 1000} s a side, ${PASSES} pairs, line bet ${LINE_BET_CENTS} cents (a $1 bet), jackpot game ${now.jackpotGame}, plain game ${now.plainGame}`,
    );
    // warm-up: both schemas, both games
    await measure(db, now.players, now.jackpotGame);
    await measure(db, now.players, now.plainGame);
    await measure(before, old.players, old.jackpotGame);

    // (c) the round now against the round before issue 16: first its SQL alone (jackpots and daily totals), then with
    // the VIP promotion job running every 5 s as the server runs it. First of all, so that both schemas have played
    // alike before it: run after (a), the contention pairs and (b), it measured the new schema carrying their rows
    const roundOnly = await compare(
      '(c, round)',
      {
        'issue 16 on': () => measure(db, now.players, now.jackpotGame),
        'before issue 16': () => measure(before, old.players, old.jackpotGame),
      },
      'issue 16 on',
      'before issue 16',
    );
    const roundOnlyRatio = roundOnly.a / roundOnly.b;
    console.log(
      `(c, round) jackpots and daily totals ${roundOnly.a.toFixed(0)}/s against before issue 16 ${roundOnly.b.toFixed(0)}/s = ${roundOnlyRatio.toFixed(3)} (${(100 * (1 - roundOnlyRatio)).toFixed(1)} % loss)`,
    );
    vipJob = setInterval(
      () => void promoteVipPlayers(db, new Date()).catch(() => undefined),
      VIP_PROMOTION_INTERVAL_MS,
    );
    const hotPath = await compare(
      '(c)',
      {
        'issue 16 on': () => measure(db, now.players, now.jackpotGame),
        'before issue 16': () => measure(before, old.players, old.jackpotGame),
      },
      'issue 16 on',
      'before issue 16',
    );
    clearInterval(vipJob);
    vipJob = null;
    const hotPathRatio = hotPath.a / hotPath.b;
    console.log(
      `(c) with jackpots and VIP/adventure progress ${hotPath.a.toFixed(0)}/s against before issue 16 ${hotPath.b.toFixed(0)}/s = ${hotPathRatio.toFixed(3)} (${(100 * (1 - hotPathRatio)).toFixed(1)} % loss; goal ≤ 10 %)`,
    );
    reportGoal({
      goal: 'settled real rounds per second with jackpot contributions and VIP/adventure progress, against before issue 16',
      target: 'at most 10 % fewer',
      value: Math.round(hotPath.a),
      unit: 'rounds/s',
      peer: {
        name: 'the same rounds on a schema whose settle_real_round is that of migration 0029, same run',
        value: Math.round(hotPath.b),
      },
      ratio: hotPathRatio,
      met: hotPathRatio >= GOAL_RATIO,
      note: `${CONCURRENCY} at a time, ${PLAYERS} players, ${PASSES} alternating pairs of ${TIME_LIMIT_MS / 1000} s on a jackpot game (USD bets, EUR jackpot); the VIP promotion job ran every ${VIP_PROMOTION_INTERVAL_MS / 1000} s on the issue-16 side; without it, in the same run, ${roundOnly.a.toFixed(0)}/s against ${roundOnly.b.toFixed(0)}/s = ${roundOnlyRatio.toFixed(3)}`,
    });

    // (a) contribution overhead
    const overhead = await compare(
      '(a)',
      {
        contributing: () => measure(db, now.players, now.jackpotGame),
        'not contributing': () => measure(db, now.players, now.plainGame),
      },
      'contributing',
      'not contributing',
    );
    const overheadRatio = overhead.a / overhead.b;
    console.log(
      `(a) contributing ${overhead.a.toFixed(0)}/s against not contributing ${overhead.b.toFixed(0)}/s = ${overheadRatio.toFixed(3)}`,
    );
    reportGoal({
      goal: 'settled real rounds per second on a jackpot game (3 levels take their share), against a game of none',
      target: 'at most 10 % fewer',
      value: Math.round(overhead.a),
      unit: 'rounds/s',
      peer: { name: 'the same rounds on a game of no jackpot, same schema, same run', value: Math.round(overhead.b) },
      ratio: overheadRatio,
      met: overheadRatio >= GOAL_RATIO,
      note: `${CONCURRENCY} at a time, ${PLAYERS} players, ${PASSES} alternating pairs of ${TIME_LIMIT_MS / 1000} s (playRealRound without HTTP)`,
    });

    // contention: one pool row against the default shards
    const shards = async (count: number | null) =>
      db.query(
        `update jackpots set shards = coalesce($1, (select count(*) from jackpot_pools p
           where p.jackpot_id = jackpots.id))`,
        [count],
      );
    const contention = await compare(
      '(contention)',
      {
        'pool on 16 rows': async () => {
          await shards(null);
          return measure(db, now.players, now.jackpotGame);
        },
        'pool on 1 row': async () => {
          await shards(1);
          return measure(db, now.players, now.jackpotGame);
        },
      },
      'pool on 16 rows',
      'pool on 1 row',
    );
    await shards(null);
    console.log(
      `(contention) the jackpot's pool on 16 rows ${contention.a.toFixed(0)}/s against on one row ${contention.b.toFixed(0)}/s = ${(contention.a / contention.b).toFixed(3)}`,
    );

    // (b) ticker frames at TICKER_RATE bets a second, two publishers
    const listener = new pg.Client({ connectionString: databaseUrl });
    await listener.connect();
    let frames = 0;
    listener.on('notification', (message) => {
      const notice = JSON.parse(message.payload ?? '{}') as { schema?: string; channel?: string };
      if (notice.schema === SCHEMA && notice.channel === 'public:jackpots_changes') frames += 1;
    });
    await listener.query('listen casino_events');
    let tickerRunning = true;
    const publisher = async () => {
      while (tickerRunning) {
        await publishJackpotTicker(db);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const publishers = [publisher(), publisher()];
    await new Promise((resolve) => setTimeout(resolve, 500));
    frames = 0;
    const tickerStart = performance.now();
    let bets = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, slot) => {
        const mine = now.players.filter((_player, index) => index % CONCURRENCY === slot);
        for (let turn = 0; ; turn += 1) {
          // paced: the slot's next bet waits for its share of the rate
          const due = tickerStart + ((turn * CONCURRENCY + slot) * 1000) / TICKER_RATE;
          if (due - tickerStart >= TICKER_MS || performance.now() - tickerStart >= TICKER_MS) break;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          const userId = mine[turn % mine.length] as number;
          await db.transaction((tx) =>
            playRealRound(
              tx,
              { userId, identifier: now.jackpotGame, currency: 'USD', lineBetCents: LINE_BET_CENTS },
              new Date(),
            ),
          );
          bets += 1;
        }
      }),
    );
    const tickerSeconds = (performance.now() - tickerStart) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const framesPerSecond = frames / tickerSeconds;
    tickerRunning = false;
    await Promise.all(publishers);
    await listener.end();
    const betsPerSecond = bets / tickerSeconds;
    console.log(
      `(b) ${frames} frames in ${tickerSeconds.toFixed(1)} s = ${framesPerSecond.toFixed(2)} frames/s while ${bets} bets arrived = ${betsPerSecond.toFixed(0)} bets/s (offered ${TICKER_RATE}/s), two publishers`,
    );
    reportGoal({
      goal: `public:jackpots_changes frames per second while bets arrive at ${TICKER_RATE}/s`,
      target: `at most ${GOAL_FRAMES_PER_SECOND} a second`,
      value: Number(framesPerSecond.toFixed(2)),
      unit: 'a second',
      peer: { name: 'contributing bets settled in the same seconds', value: Math.round(betsPerSecond) },
      ratio: framesPerSecond / betsPerSecond,
      met: framesPerSecond <= GOAL_FRAMES_PER_SECOND && framesPerSecond > 0,
      note: `two ticker publishers every 50 ms (two server processes), frames counted by a LISTEN client; ${TICKER_RATE} bets/s offered, ${betsPerSecond.toFixed(0)} reached over ${tickerSeconds.toFixed(1)} s`,
    });

    // the books after all of it
    for (const books of await jackpotBooks(db)) {
      if (
        books.contributions + books.seeds !== books.pools + books.winsPaid ||
        books.contributions !== books.shardCents
      ) {
        throw new Error(`the jackpot books do not balance: ${JSON.stringify(books)}`);
      }
    }
  } finally {
    if (vipJob) clearInterval(vipJob);
    await db.close();
    await before.close();
    await admin.query(`drop schema if exists ${SCHEMA} cascade; drop schema if exists ${BEFORE_SCHEMA} cascade`);
    await admin.end();
  }
}

await main();
