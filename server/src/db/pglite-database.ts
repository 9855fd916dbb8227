import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { TYPE_PARSERS } from './type-parsers';

function wrap(connection: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await connection.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(script: string) {
      await connection.exec(script);
    },
  };
}

/** Opens an embedded PostgreSQL (PGlite). `dataDir` keeps the data on disk; without it the database lives in memory. */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  const pglite = await PGlite.create(dataDir, { parsers: TYPE_PARSERS });
  return {
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
  };
}
