import type { PrivateChannel } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';

/** Events kept per player for resuming; older ones are deleted as new ones arrive. Defaults to 1000. */
export const RETAINED_EVENTS = 1000;
/** Age after which events are pruned and a gap can no longer be replayed. Defaults to 15 minutes. */
export const RETENTION_MS = 15 * 60 * 1000;

/** One event of a player's log. */
export interface LoggedEvent {
  seq: number;
  channel: PrivateChannel;
  data: unknown;
}

/** Events after a sequence number, or `resync` when some of them are no longer kept; `seq` is where the reader is now. */
export type Replay = { kind: 'events'; events: LoggedEvent[]; seq: number } | { kind: 'resync'; seq: number };

/** The player's last sequence number (0 before the first event). */
export async function currentSeq(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ last_seq: number }>('select last_seq from realtime_streams where user_id = $1', [
    userId,
  ]);
  return row?.last_seq ?? 0;
}

/**
 * The player's events after `afterSeq` up to `upTo` (default: the current sequence number), all of them or none: when
 * one is already pruned (older than {@link RETENTION_MS} or beyond {@link RETAINED_EVENTS}), or `afterSeq` is ahead of
 * the log (a client of another database), the answer is `resync` at the current sequence number.
 */
export async function eventsAfter(db: Queryable, userId: number, afterSeq: number, upTo?: number): Promise<Replay> {
  const current = await currentSeq(db, userId);
  const end = Math.min(upTo ?? current, current);
  if (afterSeq > current) return { kind: 'resync', seq: current };
  if (afterSeq >= end) return { kind: 'events', events: [], seq: Math.max(afterSeq, end) };
  if (end - afterSeq > RETAINED_EVENTS) return { kind: 'resync', seq: current };
  const rows = await db.query<{ seq: number; channel: PrivateChannel; data: unknown; fresh: boolean }>(
    `select seq, channel, data, created_at > now() - make_interval(secs => $4) as fresh
     from realtime_events where user_id = $1 and seq > $2 and seq <= $3 order by seq`,
    [userId, afterSeq, end, RETENTION_MS / 1000],
  );
  const complete = rows.length === end - afterSeq && rows[0]?.seq === afterSeq + 1 && rows[0].fresh;
  if (!complete) return { kind: 'resync', seq: current };
  return { kind: 'events', events: rows.map(({ seq, channel, data }) => ({ seq, channel, data })), seq: end };
}

/**
 * Deletes the player events and the kept public event data (`realtime_public_events`) older than
 * {@link RETENTION_MS}; returns how many. Every server process may run it.
 */
export async function pruneEventLog(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `with gone as (delete from realtime_events where created_at < now() - make_interval(secs => $1) returning 1),
       public_gone as (
         delete from realtime_public_events where created_at < now() - make_interval(secs => $1) returning 1
       )
     select (select count(*) from gone)::int + (select count(*) from public_gone)::int as count`,
    [RETENTION_MS / 1000],
  );
  return row?.count ?? 0;
}
