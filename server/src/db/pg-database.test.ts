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
