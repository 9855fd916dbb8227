// The real round as it was before issue 16, for the benches that measure what issue 16 added to it (bench/rounds.ts,
// bench/jackpots.ts): settle_real_round of migrations 0026–0029 (no daily totals, no jackpot contributions).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Queryable = import('../server/src/db/database').Queryable;

/** The `create or replace function settle_real_round(…)` statement of migration 0026. */
function settleBeforeIssue16(): string {
  const migration = readFileSync(join(import.meta.dirname, '../server/src/db/migrations/0026_tournaments.sql'), 'utf8');
  const start = migration.indexOf('create or replace function settle_real_round(');
  const end = migration.indexOf('$$;', migration.indexOf('as $$', start)) + 3;
  if (start < 0 || end < 3) throw new Error('settle_real_round is no longer in migration 0026');
  return migration.slice(start, end);
}

/** Replaces settle_real_round in a migrated schema with the one before issue 16. */
export async function useRoundBeforeIssue16(db: Queryable): Promise<void> {
  await db.exec(`drop function settle_real_round(bigint, text, text, bigint, bigint, bigint, integer[],
    timestamptz, boolean, boolean, bigint); ${settleBeforeIssue16()}`);
}
