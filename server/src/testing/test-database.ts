import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgDatabase } from '../db/pg-database';
import { openPgliteDatabase } from '../db/pglite-database';
import { seedDatabase } from '../seed/seed';

const SERVER_SRC = join(import.meta.dirname, '..');
const DUMP_PREFIX = 'casino-server-seeded-';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|sql)$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Folders whose code decides what a migrated and seeded database holds. */
const SEED_SOURCES = [
  'db',
  'seed',
  'players',
  'auth',
  'ledger',
  'realtime',
  'games/catalogue',
  'bonuses',
  'freespins',
  'offers',
  'notifications',
  'loyalty',
  'limits',
  'games/play',
  'games/slot',
  'tournaments',
  'lotteries',
  'promotions',
  'payments',
  'vip',
  'jackpots',
  'fe-config',
];

/** Hash of the sources that shape the seeded database: a dump made from other sources is never reused. */
function seedSourcesHash(): string {
  const hash = createHash('sha256');
  const files = [
    ...SEED_SOURCES.flatMap((dir) => sourceFiles(join(SERVER_SRC, dir))),
    join(SERVER_SRC, 'testing', 'test-database.ts'),
  ].sort();
  for (const file of files) hash.update(relative(SERVER_SRC, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Moves the hidden drop amount of every seeded mystic level to its must-drop-by amount. Each seeding draws it at
 * random, sometimes a few cents above the pool the seed's past rounds left; a test's rounds on a game of the seeded
 * jackpot then won it once in a while, paying money that test did not expect. Jackpot tests force or place drops
 * themselves.
 */
async function settleSeededJackpotDrops(db: Database): Promise<void> {
  await db.query('update jackpot_levels set drop_at_cents = must_drop_by_cents where must_drop_by_cents is not null');
}

/**
 * A migrated and seeded PGlite, in memory or kept in `dataDir`. Starting PGlite from scratch takes seconds, so the
 * first test file migrates and seeds one, dumps it to the temp folder (keyed by a hash of the server's sources) and
 * later files load that dump.
 */
async function seededPglite(dataDir?: string): Promise<Database> {
  const dump = join(tmpdir(), `${DUMP_PREFIX}${seedSourcesHash()}.tar`);
  try {
    return await openPgliteDatabase(dataDir, new Blob([readFileSync(dump)]));
  } catch {
    const db = await openPgliteDatabase(dataDir);
    await migrate(db);
    await seedDatabase(db);
    await settleSeededJackpotDrops(db);
    const partial = `${dump}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
    renameSync(partial, dump);
    for (const stale of readdirSync(tmpdir())) {
      if (stale.startsWith(DUMP_PREFIX) && stale.endsWith('.tar') && join(tmpdir(), stale) !== dump)
        rmSync(join(tmpdir(), stale), { force: true });
    }
    return db;
  }
}

/**
 * An empty PostgreSQL schema of its own (`test_<random>`) on the server of `DATABASE_URL`, dropped on close;
 * nothing outside it is touched.
 */
async function postgresSchema(connectionString: string): Promise<Database> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = await openPgDatabase({ connectionString, schema, max: 4 });
  return {
    ...db,
    async close() {
      await db.close();
      const cleaner = new pg.Client({ connectionString });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
    },
  };
}

/** A migrated and seeded PGlite kept in `dataDir`, for tests that run the server as a process on that folder. */
export function openSeededPgliteFolder(dataDir: string): Promise<Database> {
  return seededPglite(dataDir);
}

/** An empty database, not even migrated: PostgreSQL when `DATABASE_URL` is set, else a fresh in-memory PGlite. */
export function openEmptyTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return url ? postgresSchema(url) : openPgliteDatabase();
}

/** A migrated and seeded database: PostgreSQL when `DATABASE_URL` is set (scripts/with-postgres.mjs), else PGlite. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return seededPglite();
  const db = await postgresSchema(url);
  await migrate(db);
  await seedDatabase(db);
  await settleSeededJackpotDrops(db);
  return db;
}

/** Tables of the current schema with a fingerprint of all their rows: equal fingerprints mean nothing changed. */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const [row] = await db.query<{ rows: number; digest: string | null }>(
      `select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as digest from "${table}" t`,
    );
    fingerprint[table] = `${row?.rows ?? 0}:${row?.digest ?? ''}`;
  }
  return fingerprint;
}
