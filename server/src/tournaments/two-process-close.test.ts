import pg from 'pg';
import type { Database } from '../db/database';
import { openPgDatabase } from '../db/pg-database';
import { playRealRound } from '../games/play/real-round';
import { createFundedPlayer } from '../testing/funded-player';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { freePort, type ServerProcess, serverProcess } from '../testing/server-process';
import { createTournament } from './create-tournament';

const url = process.env.DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `url` with the schema on the search path, as the server processes connect. */
function schemaUrl(databaseUrl: string, schema: string): string {
  const withSchema = new URL(databaseUrl);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return withSchema.toString();
}

// Two server processes need a database both can reach: PGlite lives inside one process, so this runs only in the
// PostgreSQL pass (`node scripts/with-postgres.mjs`, DATABASE_URL set).
describe.skipIf(!url)('two server processes on one PostgreSQL (PostgreSQL only: PGlite cannot be shared)', () => {
  const schema = `tournaments_close_${process.pid}`;
  const servers: ServerProcess[] = [];
  let db: Database;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.query(`create schema ${schema}`);
    await admin.end();
    for (let i = 0; i < 2; i++) servers.push(serverProcess(schemaUrl(url as string, schema), await freePort()));
    // one after the other: the first one migrates and seeds the database
    for (const server of servers) await server.start();
    db = await openPgDatabase({ connectionString: url as string, schema, max: 4 });
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await db?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('close a tournament once and pay each place once', async () => {
    const now = new Date();
    const [game] = await db.query<{ identifier: string }>(
      `select g.identifier from games g
       where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = 'USD')
       order by g.id limit 1`,
    );
    if (!game) throw new Error('no USD game');
    const { id, players } = await db.transaction(async (tx) => {
      const tournament = await createTournament(
        tx,
        {
          frontendIdentifier: `two-process-close-${now.getTime()}`,
          title: 'Two processes, one close',
          strategy: 'spin',
          currency: 'USD',
          startAt: new Date(now.getTime() - 60_000),
          endAt: new Date(now.getTime() + 2_000),
          prizes: [
            { awardPlace: 1, moneyAwardCents: 7_500 },
            { awardPlace: 2, moneyAwardCents: 2_500 },
            { awardPlace: 3, bonusAmountCents: 1_000, wagerMultiplier: 20 },
          ],
        },
        now,
      );
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) {
        const userId = await createFundedPlayer(tx, `two-process-${now.getTime()}-${i}@tournaments.test`, 100_000, now);
        for (let round = 0; round <= 2 - i; round++) {
          await playRealRound(tx, { userId, identifier: game.identifier, currency: 'USD', lineBetCents: 5 }, now);
        }
        ids.push(userId);
      }
      return { id: tournament, players: ids };
    });

    // both processes run their close job every second; wait for the end, a close, and a few more runs of both
    const deadline = Date.now() + 20_000;
    let finished = false;
    while (!finished && Date.now() < deadline) {
      await sleep(250);
      const [row] = await db.query<{ finished: boolean }>(
        'select finished_at is not null as finished from tournaments where id = $1',
        [id],
      );
      finished = row?.finished ?? false;
    }
    expect(finished, servers.map((server) => server.tail()).join('\n')).toBe(true);
    await sleep(3_000);

    const cash = await db.query<{ user_id: number; amount_cents: number }>(
      `select a.user_id, e.amount_cents from ledger_transactions x
       join ledger_entries e on e.transaction_id = x.id join ledger_accounts a on a.id = e.account_id
       where x.kind = 'tournament_prize' and a.user_id = any ($1::bigint[]) order by e.amount_cents desc`,
      [players],
    );
    expect(cash).toEqual([
      { user_id: players[0], amount_cents: 7_500 },
      { user_id: players[1], amount_cents: 2_500 },
    ]);
    const bonuses = await db.query<{ user_id: number }>(
      'select user_id from bonuses where user_id = any ($1::bigint[])',
      [players],
    );
    expect(bonuses).toEqual([{ user_id: players[2] }]);
    const prizes = await db.query<{ award_place: number; paid_user_id: number }>(
      'select award_place, paid_user_id from tournament_prizes where tournament_id = $1 order by award_place',
      [id],
    );
    expect(prizes.map((prize) => prize.paid_user_id)).toEqual(players);
    expect(await checkLedger(db)).toEqual(CLEAN_LEDGER);
    for (const server of servers) expect(server.crashes).toBe(0);
  }, 60_000);
});
