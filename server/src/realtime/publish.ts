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

/** One event for {@link publishToPlayer}: a private channel and its data. */
export interface PlayerEvent {
  channel: PrivateChannel;
  data: unknown;
}

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
  await publishEventsToPlayer(tx, userId, [{ channel, data }]);
}

/**
 * {@link publishToPlayer} for several events of one player, still in one statement: they take consecutive sequence
 * numbers in the order given and are announced in that order. A real round publishes its balance and its comp point
 * award this way, so earning a point costs the round no statement of its own.
 */
export async function publishEventsToPlayer(tx: Queryable, userId: number, events: PlayerEvent[]): Promise<void> {
  if (events.length === 0) return;
  const channels: string[] = [];
  const texts: string[] = [];
  const inlines: boolean[] = [];
  for (const { channel, data } of events) {
    const parsed = PRIVATE_CHANNEL_PAYLOADS[channel].safeParse(data);
    if (!parsed.success) throw new ContractBreach(parsed.error.issues);
    const json = JSON.stringify(parsed.data);
    channels.push(channel);
    texts.push(json);
    inlines.push(Buffer.byteLength(json, 'utf8') <= INLINE_DATA_LIMIT);
  }
  const notified = await tx.query<{ seq: number }>(
    `with stream as (
       insert into realtime_streams (user_id, last_seq) values ($1, $6)
       on conflict (user_id) do update set last_seq = realtime_streams.last_seq + $6
       returning last_seq - $6 as first_seq
     ), event as (
       select stream.first_seq + event.position as seq, event.channel, event.data, event.inline
       from stream, unnest($2::text[], $3::text[], $4::boolean[]) with ordinality
         as event(channel, data, inline, position)
     ), logged as (
       insert into realtime_events (user_id, seq, channel, data) select $1, seq, channel, data::jsonb from event
     ), pruned as (
       delete from realtime_events where user_id = $1 and seq <= (select first_seq from stream) + $6 - $5
     )
     select seq, pg_notify($7, json_build_object('schema', current_schema(), 'user_id', $1::bigint,
       'seq', seq, 'channel', channel, 'inline', inline, 'data', case when inline then data::json end)::text)
     from event order by seq`,
    [userId, channels, texts, inlines, RETAINED_EVENTS, events.length, EVENTS_CHANNEL],
  );
  if (notified.length !== events.length)
    throw new Error(`the realtime stream of player ${userId} could not be advanced`);
}
