import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Database } from './database';
import { openPgDatabase } from './pg-database';
import { openPgliteDatabase } from './pglite-database';

/** Where the data lives: a real server when `databaseUrl` is set, else PGlite in `dataDir` (in memory without one). */
export interface DatabaseLocation {
  /** `DATABASE_URL`: a real PostgreSQL server. */
  databaseUrl?: string;
  /** `DATA_DIR`: PGlite's folder. */
  dataDir?: string;
}

/** Opens the database the location names. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.databaseUrl) return openPgDatabase({ connectionString: location.databaseUrl });
  if (!location.dataDir) return openPgliteDatabase();
  const dataDir = resolve(location.dataDir);
  mkdirSync(dataDir, { recursive: true });
  return openPgliteDatabase(dataDir);
}
