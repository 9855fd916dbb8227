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
  // A lost connection (terminated backend, server restart) emits 'error' on its client even when no query runs: idle
  // in the pool, between two queries of a transaction, or while it is handed to the next caller. Without a listener
  // that would end the process. The broken client's next query fails, and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  pool.on('error', () => undefined);
  await pool.query('select 1');
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        // a failed rollback must not hide the transaction's own error; that connection is not reused
        await client.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    listen: (channel, onNotify, onGap) => listenOnDedicatedClient(options.connectionString, channel, onNotify, onGap),
    close: () => pool.end(),
  };
}
