import { PrivateChannel } from '@casino/sdk/contract';
import * as z from 'zod/mini';
import type { Queryable } from '../db/database';
import { ContractBreach } from '../http/contract';
import { PRIVATE_CHANNEL_PAYLOADS } from './channel-payloads';
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
 * Publishes an event on a player's private channel inside the caller's transaction, in one statement: the data is
 * checked against the channel's contract, appended to the player's event log under the next sequence number (the
 * stream row lock orders concurrent publishers of one player), the log's oldest events beyond {@link RETAINED_EVENTS}
 * dropped, and the event announced with `pg_notify`, which PostgreSQL delivers to every server process only if and
 * when the transaction commits.
 */
export async function publishToPlayer(
  tx: Queryable,
  userId: number,
  channel: PrivateChannel,
  data: unknown,
): Promise<void> {
  const parsed = PRIVATE_CHANNEL_PAYLOADS[channel].safeParse(data);
  if (!parsed.success) throw new ContractBreach(parsed.error.issues);
  const json = JSON.stringify(parsed.data);
  const inline = Buffer.byteLength(json, 'utf8') <= INLINE_DATA_LIMIT;
  const [stream] = await tx.query<{ last_seq: number }>(
    `with stream as (
       insert into realtime_streams (user_id, last_seq) values ($1, 1)
       on conflict (user_id) do update set last_seq = realtime_streams.last_seq + 1
       returning last_seq
     ), logged as (
       insert into realtime_events (user_id, seq, channel, data) select $1, last_seq, $2, $3::text::jsonb from stream
     ), pruned as (
       delete from realtime_events where user_id = $1 and seq <= (select last_seq from stream) - $4
     )
     select last_seq, pg_notify($5, json_build_object('schema', current_schema(), 'user_id', $1::bigint,
       'seq', last_seq, 'channel', $2::text, 'inline', $6::boolean,
       'data', case when $6::boolean then $3::text::json end)::text)
     from stream`,
    [userId, channel, json, RETAINED_EVENTS, EVENTS_CHANNEL, inline],
  );
  if (!stream) throw new Error(`the realtime stream of player ${userId} could not be advanced`);
}
