import pg from 'pg';
import { listenOnDedicatedClient } from './pg-listener';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('listenOnDedicatedClient (PostgreSQL only)', () => {
  it('delivers committed notifications only, and after a lost connection runs onGap and delivers again', async () => {
    const connectionString = url as string;
    const channel = `test_${process.pid}`;
    const payloads: string[] = [];
    let gaps = 0;
    const stop = await listenOnDedicatedClient(
      connectionString,
      channel,
      (payload) => payloads.push(payload),
      () => {
        gaps += 1;
      },
    );
    const sender = new pg.Client({ connectionString });
    await sender.connect();
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(check()).toBe(true);
    };
    try {
      await sender.query('begin');
      await sender.query('select pg_notify($1, $2)', [channel, 'rolled back']);
      await sender.query('rollback');
      await sender.query('select pg_notify($1, $2)', [channel, 'one']);
      await until(() => payloads.length === 1);
      expect(payloads).toEqual(['one']);

      await sender.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query = $1 and pid <> pg_backend_pid()`,
        [`listen "${channel}"`],
      );
      await until(() => gaps === 1);
      await sender.query('select pg_notify($1, $2)', [channel, 'two']);
      await until(() => payloads.length === 2);
      expect(payloads).toEqual(['one', 'two']);
    } finally {
      await sender.end();
      await stop();
    }
  });
});
