import pg from 'pg';
import { openPgDatabase } from './pg-database';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('openPgDatabase under lost connections (PostgreSQL only)', () => {
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(() => admin.end());

  const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('fails a transaction whose connection is terminated between two queries, and goes on with a new connection', async () => {
    const db = await openPgDatabase({ connectionString: url as string, max: 1 });
    try {
      const lost = db.transaction(async (tx) => {
        const [row] = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
        await terminate(row?.pid ?? 0);
        // the error arrives while no query runs: it is the client's 'error' event, which used to end the process
        await settle();
        return tx.query('select 1');
      });
      await expect(lost).rejects.toThrow();
      const [after] = await db.transaction((tx) => tx.query<{ one: number }>('select 1 as one'));
      expect(after).toEqual({ one: 1 });
    } finally {
      await db.close();
    }
  });

  it('lives through connections terminated at random moments under load, handovers included', async () => {
    const connectionString = new URL(url as string);
    connectionString.searchParams.set('application_name', 'pg-database-test');
    const db = await openPgDatabase({ connectionString: connectionString.toString(), max: 6 });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    let running = true;
    const load = async () => {
      for (let i = 0; running; i++) {
        const work =
          i % 2 === 0
            ? db.transaction(async (tx) => {
                await tx.query('select 1');
                await pause(i % 3);
                await tx.query('select pg_sleep(0.001)');
              })
            : db.query('select pg_sleep(0.001)');
        await work.catch(() => undefined);
      }
    };
    try {
      const loads = Array.from({ length: 12 }, load);
      for (let kill = 0; kill < 150; kill++) {
        await pause(kill % 7);
        const { rows } = await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity where application_name = 'pg-database-test' order by pid`,
        );
        const victim = rows[kill % Math.max(rows.length, 1)];
        if (victim) await terminate(victim.pid);
      }
      running = false;
      await Promise.all(loads);
      expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      running = false;
      await db.close();
    }
  });

  it('drops an idle connection that is terminated instead of ending the process', async () => {
    const db = await openPgDatabase({ connectionString: url as string, max: 1 });
    try {
      const [row] = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      await terminate(row?.pid ?? 0);
      await settle();
      const [next] = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      expect(next?.pid).not.toBe(row?.pid);
    } finally {
      await db.close();
    }
  });
});
