import type { JackpotsChange } from '@casino/sdk/contract';
import type { Database, Queryable } from '../db/database';
import { publishPublic } from '../realtime/publish';

/**
 * How often each server process looks for changed pools. Defaults to 50 ms: a pool that moved after a quiet spell goes
 * out at most this long after the bet; a busy one waits for {@link JACKPOT_TICKER_MIN_GAP_MS}.
 */
export const JACKPOT_TICKER_INTERVAL_MS = 50;
/** Least time between two frames of `public:jackpots_changes`, across all server processes: four a second at most. */
export const JACKPOT_TICKER_MIN_GAP_MS = 250;

/** Options of {@link publishJackpotTicker}. */
export interface TickerOptions {
  /** Least time since the last frame. Defaults to {@link JACKPOT_TICKER_MIN_GAP_MS}. */
  minGapMs?: number;
}

/** The pools of every active level now (one snapshot) and the database's time. */
const LEVEL_AMOUNTS = `select l.jackpot_id, l.id as level_id, a.amount_cents, now() as at
  from jackpot_levels l join jackpots j on j.id = l.jackpot_id
  join jackpot_level_amounts(array(select id from jackpot_levels)) a on a.level_id = l.id
  where j.state = 'active' and l.state = 'active' order by l.id`;

/**
 * Whether a frame is due: a level's pool differs from the last frame's and that frame is at least `minGapMs` old. One
 * read, outside any transaction, so an idle ticker costs a query per run.
 */
async function frameDue(db: Queryable, minGapMs: number): Promise<boolean> {
  const [row] = await db.query<{ due: boolean }>(
    `select (t.published_at is null or t.published_at <= clock_timestamp() - make_interval(secs => $1))
       and exists (select 1 from (${LEVEL_AMOUNTS}) a
         where (t.amounts ->> a.level_id::text)::bigint is distinct from a.amount_cents) as due
     from jackpot_ticker t`,
    [minGapMs / 1000],
  );
  return row?.due === true;
}

/**
 * The jackpot ticker (docs/jackpots.md, Publishing), a scheduled job every {@link JACKPOT_TICKER_INTERVAL_MS}: when a
 * level's pool changed since the last frame, claims the ticker row (`for update skip locked`, unless the last frame is
 * younger than `minGapMs`: two processes never both publish, and all of them together send four frames a second at
 * most), publishes one `public:jackpots_changes` frame with the levels whose pool changed, and records their amounts.
 * Answers the frame published, or null.
 */
export async function publishJackpotTicker(
  db: Database,
  { minGapMs = JACKPOT_TICKER_MIN_GAP_MS }: TickerOptions = {},
): Promise<JackpotsChange | null> {
  if (!(await frameDue(db, minGapMs))) return null;
  return db.transaction(async (tx) => {
    const [claim] = await tx.query<{ amounts: Record<string, number> }>(
      `select amounts from jackpot_ticker
       where published_at is null or published_at <= clock_timestamp() - make_interval(secs => $1)
       for update skip locked`,
      [minGapMs / 1000],
    );
    if (!claim) return null;
    const rows = await tx.query<{ jackpot_id: number; level_id: number; amount_cents: number; at: Date }>(
      LEVEL_AMOUNTS,
    );
    const changed = rows.filter((row) => claim.amounts[String(row.level_id)] !== row.amount_cents);
    if (changed.length === 0) return null;
    const frame: JackpotsChange = {
      at: (rows[0]?.at ?? new Date()).toISOString(),
      levels: changed.map(({ jackpot_id, level_id, amount_cents }) => ({ jackpot_id, level_id, amount_cents })),
    };
    await publishPublic(tx, 'public:jackpots_changes', frame);
    // now(): when this transaction began, about when the ticker was claimed, so the gap runs from claim to claim
    await tx.query('update jackpot_ticker set published_at = now(), amounts = $1::jsonb', [
      JSON.stringify(Object.fromEntries(rows.map((row) => [row.level_id, row.amount_cents]))),
    ]);
    return frame;
  });
}
