import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
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

/** A PGlite database; it can also dump its data folder (tests keep a seeded copy to start from). */
export interface PgliteDatabase extends Database {
  /** Dumps the whole data folder as an uncompressed tarball. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * Opens an embedded PostgreSQL (PGlite). `dataDir` keeps the data on disk, locked for this process until `close`
 * (see `lockDataDir`: a folder another process uses is refused); without it the database lives in memory, starting
 * from the `loadDataDir` dump when one is given.
 */
export async function openPgliteDatabase(dataDir?: string, loadDataDir?: Blob): Promise<PgliteDatabase> {
  const lock = dataDir === undefined ? null : lockDataDir(dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir, { parsers: TYPE_PARSERS, ...(loadDataDir ? { loadDataDir } : {}) });
  } catch (error) {
    lock?.release();
    throw error;
  }
  return {
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    // one embedded backend: the listening connection cannot be lost, so there is never a gap
    listen: async (channel, onNotify) => {
      const stop = await pglite.listen(channel, onNotify);
      return () => stop();
    },
    close: async () => {
      await pglite.close();
      lock?.release();
    },
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}
