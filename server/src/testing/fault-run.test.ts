import pg from 'pg';
import { runFaults } from './fault-run';
import { freePort } from './server-process';

const url = process.env.DATABASE_URL;

// Killing the server process and terminating its connections need a PostgreSQL server of its own: PGlite lives inside
// the process that would be killed. `npm test` runs this file in its PostgreSQL pass.
describe.skipIf(!url)('fault-injection run of the money core (PostgreSQL only)', () => {
  const schema = `faults_${process.pid}`;
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('keeps every invariant through server kills, dropped connections, client retries and bad realtime frames', async () => {
    const report = await runFaults({
      databaseUrl: url as string,
      schema,
      seed: 8,
      ops: 400,
      players: 16,
      concurrency: 12,
      faultEvery: 70,
      checkEvery: 150,
      watchers: 4,
      ports: [await freePort()],
    });
    expect(report.breaks).toEqual([]);
    expect(report.ops).toBe(400);
    expect(report.serverCrashes).toBe(0);
    for (const kind of ['server_kill', 'connection_drop', 'client_timeout', 'duplicate_request'] as const) {
      expect(report.faults[kind], kind).toBeGreaterThan(0);
    }
    expect(report.faults.frame_duplicate + report.faults.frame_reorder).toBeGreaterThan(0);
    // comp point exchanges, wheel spins bought and loot boxes opened, under the same faults
    for (const kind of ['exchange', 'wheel_spin', 'lootbox_open'] as const) {
      expect(report.opsByKind[kind], kind).toBeGreaterThan(0);
    }
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ type: string; exchanges: number }>(
        `select type, count(*)::int as exchanges from ${schema}.comp_point_exchanges group by type order by type`,
      );
      // each kind of card was bought, not only refused (lottery tickets as well)
      expect(rows.map((row) => row.type)).toEqual(['freespins', 'lootboxes', 'lotteries', 'money']);
      const { rows: opened } = await admin.query<{ opened: number }>(
        `select count(*)::int as opened from ${schema}.lootboxes where stage = 'activated'`,
      );
      expect(opened[0]?.opened).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    expect(report.checks).toBeGreaterThan(50);
  }, 240_000);
});
