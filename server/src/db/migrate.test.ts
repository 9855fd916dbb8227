import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEmptyTestDatabase } from '../testing/test-database';
import type { Database } from './database';
import { MIGRATIONS_DIR, migrate } from './migrate';

let db: Database;
beforeAll(async () => {
  db = await openEmptyTestDatabase();
});
afterAll(() => db.close());

async function tables(): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe('migrate', () => {
  it('rolls everything back when one migration fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'casino-migrations-'));
    try {
      writeFileSync(join(dir, '0001_good.sql'), 'create table good (id integer primary key);');
      writeFileSync(
        join(dir, '0002_bad.sql'),
        'create table bad (id integer primary key); select * from missing_table;',
      );
      await expect(migrate(db, dir)).rejects.toThrow(/missing_table/);
      expect(await tables()).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('applies the numbered migrations in order, records them, and applies nothing twice', async () => {
    const applied = await migrate(db);
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => name.replace(/\.sql$/, ''));
    expect(files.slice(0, 5)).toEqual([
      '0001_reference_data',
      '0002_players',
      '0003_authentication',
      '0004_player_fields',
      '0005_email_outbox',
    ]);
    expect(applied).toEqual(files);
    const recorded = await db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(recorded.map((row) => row.version)).toEqual(applied);
    expect(await migrate(db)).toEqual([]);
    expect(await tables()).toEqual(
      expect.arrayContaining(['users', 'accounts', 'sessions', 'sign_in_attempts', 'email_outbox', 'player_fields']),
    );
  });

  it('keeps one active wallet per player and the cashout part within the amount', async () => {
    await db.query(`insert into locales (code, name, name_in_locale, position) values ('en', 'English', 'English', 0)`);
    await db.query(
      `insert into currencies (code, symbol, subunits_to_unit, fiat, position) values ('EUR', '€', 100, true, 0), ('USD', '$', 100, true, 1)`,
    );
    const [user] = await db.query<{ id: number }>(
      `insert into users (email, encrypted_password, language, license_name, created_at, updated_at)
       values ('a@b.cd', 'x', 'en', 'CW', now(), now()) returning id`,
    );
    await db.query(`insert into accounts (user_id, currency, active, created_at) values ($1, 'EUR', true, now())`, [
      user?.id,
    ]);
    await expect(
      db.query(`insert into accounts (user_id, currency, active, created_at) values ($1, 'USD', true, now())`, [
        user?.id,
      ]),
    ).rejects.toThrow(/accounts_single_active/);
    await expect(
      db.query(
        `insert into accounts (user_id, currency, amount_cents, available_to_cashout_cents, created_at)
         values ($1, 'USD', 100, 200, now())`,
        [user?.id],
      ),
    ).rejects.toThrow(/check/);
  });
});
