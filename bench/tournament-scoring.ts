// Scoring overhead of tournaments (issue 15): settled real rounds per second on PostgreSQL with three running
// tournaments every round scores in (strategies bet, win and rate; one needs confirmation, which every player gave),
// against the same rounds with no running tournament, in the same run. The rounds are played through playRealRound
// (the route's code without HTTP: what is measured is the round's SQL), BENCH_CONCURRENCY at a time by BENCH_PLAYERS
// funded players, in BENCH_PASSES alternating pairs of BENCH_TIME_LIMIT_MS each, so that neither side gets the
// quieter minutes. "Without" moves the three tournaments' start a day ahead: the round's look-up finds none. Also
// prints the SQL statements per round of each side (scoring adds none: it runs inside settle_real_round).
// Runs in a schema of its own (bench_tournaments, dropped first), seeded, with the seed's running tournaments moved
// a century ahead so that "without" means none.
// Run: node scripts/with-postgres.mjs npm run bench:tournaments
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { reportGoal } from './goal-report';

/** Rounds in flight at once. */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** Players playing (two per slot of concurrency, so a player's rounds seldom wait on each other). */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? CONCURRENCY * 2);
/** How long each side of a pair is measured, in milliseconds. */
const TIME_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_MS ?? 8_000);
/** With/without pairs measured, alternating which side goes first. */
const PASSES = Number(process.env.BENCH_PASSES ?? 3);
/** The goal: scoring in three tournaments costs at most a tenth of the rounds per second. */
const GOAL_RATIO = 0.9;
const SCHEMA = 'bench_tournaments';
const HOUR = 3_600_000;

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('DATABASE_URL is not set: run it as `node scripts/with-postgres.mjs npm run bench:tournaments`');
    process.exit(2);
  }
  const { migrate } = await import('../server/src/db/migrate');
  const { openPgDatabase } = await import('../server/src/db/pg-database');
  const { seedDatabase } = await import('../server/src/seed/seed');
  const { createFundedPlayer } = await import('../server/src/testing/funded-player');
  const { playRealRound } = await import('../server/src/games/play/real-round');
  const { createTournament } = await import('../server/src/tournaments/create-tournament');
  const { countingDatabase } = await import('./counting-database');

  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop schema if exists ${SCHEMA} cascade; create schema ${SCHEMA}`);
  await admin.end();
  const db = await openPgDatabase({ connectionString: databaseUrl, schema: SCHEMA });
  try {
    await migrate(db);
    await seedDatabase(db);
    const now = new Date();
    await db.query(
      `update tournaments set start_at = start_at + interval '100 years', end_at = end_at + interval '100 years'
       where finished_at is null`,
    );
    const [game] = await db.query<{ identifier: string }>(
      `select g.identifier from games g join game_currency_ids c on c.game_id = g.id and c.currency = 'USD'
       order by g.id limit 1`,
    );
    if (!game) throw new Error('no game is offered in USD: the seed has changed');
    const { players, tournaments } = await db.transaction(async (tx) => {
      const ids: number[] = [];
      for (const [index, strategy] of (['bet', 'win', 'rate'] as const).entries()) {
        ids.push(
          await createTournament(
            tx,
            {
              frontendIdentifier: `bench-scoring-${strategy}`,
              title: `Bench scoring ${strategy}`,
              strategy,
              currency: 'EUR',
              currencies: ['EUR', 'USD'],
              startAt: new Date(now.getTime() - HOUR),
              endAt: new Date(now.getTime() + 72 * HOUR),
              minBetCents: 1,
              userConfirmationRequired: index === 2,
              prizes: [{ awardPlace: 1, moneyAwardCents: 10_000 }],
            },
            now,
          ),
        );
      }
      const users: number[] = [];
      for (let index = 0; index < PLAYERS; index += 1) {
        const userId = await createFundedPlayer(tx, `scoring-${index}@bench.test`, 100_000_000_00, now);
        await tx.query(
          `insert into tournament_players (tournament_id, user_id, confirmed_at) select id, $1, $2
           from unnest($3::bigint[]) as id`,
          [userId, now, ids],
        );
        users.push(userId);
      }
      return { players: users, tournaments: ids };
    });
    const counted = countingDatabase(db);
    const running = async (on: boolean) =>
      db.query(`update tournaments set start_at = $2 where id = any ($1::bigint[])`, [
        tournaments,
        new Date(Date.now() + (on ? -HOUR : 24 * HOUR)),
      ]);

    /** Plays rounds for TIME_LIMIT_MS, CONCURRENCY at a time; answers rounds per second and statements per round. */
    const measure = async () => {
      counted.reset();
      const stopAt = performance.now() + TIME_LIMIT_MS;
      const started = performance.now();
      let rounds = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, slot) => {
          const mine = players.filter((_player, index) => index % CONCURRENCY === slot);
          for (let turn = 0; performance.now() < stopAt; turn += 1) {
            const userId = mine[turn % mine.length] as number;
            await counted.db.transaction((tx) =>
              playRealRound(tx, { userId, identifier: game.identifier, currency: 'USD', lineBetCents: 5 }, new Date()),
            );
            rounds += 1;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      return { perSecond: rounds / seconds, statements: counted.statements() / rounds, rounds };
    };

    console.log(
      `tournament scoring on PostgreSQL, ${PLAYERS} players, ${CONCURRENCY} at a time, ${TIME_LIMIT_MS / 1000} s a side, ${PASSES} pairs, game ${game.identifier}`,
    );
    // a warm-up with the tournaments running, so that both sides find warm caches and plans
    await running(true);
    await measure();
    const sides = { with: [] as number[], without: [] as number[] };
    const statements = { with: 0, without: 0 };
    for (let pass = 0; pass < PASSES; pass += 1) {
      for (const side of pass % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const)) {
        await running(side === 'with');
        const measured = await measure();
        sides[side].push(measured.perSecond);
        statements[side] = measured.statements;
        console.log(
          `${side.padEnd(8)} ${measured.rounds} rounds = ${measured.perSecond.toFixed(0)}/s, ${measured.statements.toFixed(2)} statements per round`,
        );
      }
    }
    const scored = await db.query<{ tournament_id: number; players: number }>(
      `select tournament_id, count(*)::int as players from tournament_players
       where tournament_id = any ($1::bigint[]) and games_taken > 0 group by tournament_id order by tournament_id`,
      [tournaments],
    );
    if (scored.length !== 3 || scored.some((row) => row.players !== PLAYERS)) {
      throw new Error(`the rounds did not score in all three tournaments: ${JSON.stringify(scored)}`);
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const withRate = mean(sides.with);
    const withoutRate = mean(sides.without);
    const ratio = withRate / withoutRate;
    console.log(
      `with 3 running tournaments ${withRate.toFixed(0)}/s against none ${withoutRate.toFixed(0)}/s = ${ratio.toFixed(3)} (${(100 * (1 - ratio)).toFixed(1)} % loss; goal ≤ 10 %)`,
    );
    reportGoal({
      goal: 'settled real rounds per second scoring in 3 running tournaments, against none',
      target: 'at most 10 % fewer',
      value: Math.round(withRate),
      unit: 'rounds/s',
      peer: { name: 'the same rounds with no running tournament, same run', value: Math.round(withoutRate) },
      ratio,
      met: ratio >= GOAL_RATIO,
      note: `${CONCURRENCY} at a time, ${PLAYERS} players, ${PASSES} alternating pairs of ${TIME_LIMIT_MS / 1000} s; ${statements.with.toFixed(2)} against ${statements.without.toFixed(2)} SQL statements per round (playRealRound without HTTP)`,
    });
  } finally {
    await db.close();
    const cleaner = new pg.Client({ connectionString: databaseUrl });
    await cleaner.connect();
    await cleaner.query(`drop schema if exists ${SCHEMA} cascade`);
    await cleaner.end();
  }
}

await main();
