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
  /** Pool size. Defaults to {@link DEFAULT_POOL_SIZE}. */
  max?: number;
}

/**
 * Connections of a server's pool: 10, sized by `bench:rounds` (32 real rounds in flight, PostgreSQL on the same 2
 * shared cores). Fewer starve the rounds (5 connections: 114 and 125 rounds/s against 144 and 158 with 10); more
 * gain nothing (16, 20, 24, 32: 130-161 rounds/s, within this machine's noise), as the server process, not the pool,
 * is the limit, and only add backends that sit idle in a transaction.
 */
export const DEFAULT_POOL_SIZE = 10;

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
    max: options.max ?? DEFAULT_POOL_SIZE,
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
