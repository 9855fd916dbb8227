import pg from 'pg';
import type { Database, Queryable } from './database';
import { listenOnDedicatedClient } from './pg-listener';
import { TYPE_PARSERS } from './type-parsers';

/** Options of {@link openPgDatabase}. */
export interface PgDatabaseOptions {
  /** `postgres://user:password@host:port/database`. */
  connectionString: string;
  /** Schema to work in (it is put first on the search path). Defaults to the server's `public`. */
  schema?: string;
  /** Pool size. Defaults to `10`. */
  max?: number;
}

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(script: string) {
      await client.query(script);
    },
  };
}

/** Opens a pool on a real PostgreSQL server. */
export async function openPgDatabase(options: PgDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    types,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // an idle connection that is lost (terminated backend, server restart) is dropped by the pool, which opens a new one
  // when needed; without a listener the pool's 'error' event would end the process
  pool.on('error', () => undefined);
  await pool.query('select 1');
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // a connection lost between two queries of the transaction emits 'error' on the client (not on a query): keep
      // it, so that the process lives on, the transaction fails, and the broken connection is destroyed, not reused
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
      };
      client.on('error', onLost);
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => {
          lost ??= rollbackError;
        });
        throw error;
      } finally {
        if (!lost) client.off('error', onLost);
        client.release(lost);
      }
    },
    listen: (channel, onNotify, onGap) => listenOnDedicatedClient(options.connectionString, channel, onNotify, onGap),
    close: () => pool.end(),
  };
}
