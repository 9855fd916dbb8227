import { CHANNEL_PAYLOADS, PrivateChannel } from '@casino/sdk/contract';
import * as z from 'zod/mini';
import type { Queryable } from '../db/database';
import { ContractBreach } from '../http/contract';
import { RETAINED_EVENTS } from './event-log';

/** The NOTIFY channel every server process LISTENs on. */
export const EVENTS_CHANNEL = 'casino_events';

/** Largest event data (JSON bytes) sent inside the NOTIFY; PostgreSQL refuses payloads of 8000 bytes. Bigger data is read from the log. */
const INLINE_DATA_LIMIT = 7000;

/** What a NOTIFY on {@link EVENTS_CHANNEL} carries: the event, with its data when small enough (`inline`). */
export const EventNotice = z.object({
  /** Schema of the publisher, so that servers on other schemas of the same database ignore it. */
  schema: z.string(),
  user_id: z.int(),
  seq: z.int(),
  channel: PrivateChannel,
  inline: z.boolean(),
  data: z.unknown(),
});
export type EventNotice = z.infer<typeof EventNotice>;

/**
 * Publishes an event on a player's private channel inside the caller's transaction: the data is checked against the
 * channel's contract, appended to the player's event log under the next sequence number (the stream row lock orders
 * concurrent publishers of one player), and announced with `pg_notify`, which PostgreSQL delivers to every server
 * process only if and when the transaction commits.
 */
export async function publishToPlayer(
  tx: Queryable,
  userId: number,
  channel: PrivateChannel,
  data: unknown,
): Promise<void> {
  const parsed = CHANNEL_PAYLOADS[channel].safeParse(data);
  if (!parsed.success) throw new ContractBreach(parsed.error.issues);
  const json = JSON.stringify(parsed.data);
  const [stream] = await tx.query<{ last_seq: number }>(
    `insert into realtime_streams (user_id, last_seq) values ($1, 1)
     on conflict (user_id) do update set last_seq = realtime_streams.last_seq + 1
     returning last_seq`,
    [userId],
  );
  if (!stream) throw new Error(`the realtime stream of player ${userId} could not be advanced`);
  const seq = stream.last_seq;
  const inline = Buffer.byteLength(json, 'utf8') <= INLINE_DATA_LIMIT;
  await tx.query(`insert into realtime_events (user_id, seq, channel, data) values ($1, $2, $3, $4::jsonb)`, [
    userId,
    seq,
    channel,
    json,
  ]);
  await tx.query('delete from realtime_events where user_id = $1 and seq <= $2', [userId, seq - RETAINED_EVENTS]);
  await tx.query(
    `select pg_notify($1, json_build_object('schema', current_schema(), 'user_id', $2::bigint, 'seq', $3::bigint,
       'channel', $4::text, 'inline', $5::boolean, 'data', $6::json)::text)`,
    [EVENTS_CHANNEL, userId, seq, channel, inline, inline ? json : 'null'],
  );
}
