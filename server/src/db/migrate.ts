import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';

/** Folder of the numbered migration files (`0001_name.sql`). */
export const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;
/** Advisory lock key that serialises migrations when several server processes start together. */
const MIGRATION_LOCK = 7_301_2024;

/** Applies the migrations not yet recorded in `schema_migrations`, all in one transaction. Returns the versions applied. */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('select version from schema_migrations')).map((row) => row.version),
    );
    const applied: string[] = [];
    for (const file of files) {
      const version = file.replace(/\.sql$/, '');
      if (done.has(version)) continue;
      await tx.exec(readFileSync(join(dir, file), 'utf8'));
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      applied.push(version);
    }
    return applied;
  });
}
