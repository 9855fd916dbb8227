import {
  PrivateChannel,
  PUBLIC_CHANNEL_PAYLOADS,
  PublicChannel,
  type PublishedPublicChannel,
} from '@casino/sdk/contract';
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
 * What a NOTIFY on {@link EVENTS_CHANNEL} carries for a public event: its data, or (`id` not null) the row of
 * `realtime_public_events` that holds data too big for the notice.
 */
export const PublicEventNotice = z.object({
  schema: z.string(),
  channel: PublicChannel,
  id: z.nullable(z.int()),
  data: z.unknown(),
});
export type PublicEventNotice = z.infer<typeof PublicEventNotice>;

/** Either notice on {@link EVENTS_CHANNEL}. */
export const Notice = z.union([EventNotice, PublicEventNotice]);
export type Notice = z.infer<typeof Notice>;

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
  const { channels, texts, inlines } = checkedEvents(events);
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

/** One private event of {@link publishToPlayers}: whose, on which channel, what. */
export interface AddressedEvent extends PlayerEvent {
  userId: number;
}

/** Checks each event's data against its channel's contract ({@link ContractBreach}); its JSON and whether it fits a notice. */
function checkedEvents(events: readonly PlayerEvent[]): { channels: string[]; texts: string[]; inlines: boolean[] } {
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
  return { channels, texts, inlines };
}

/**
 * Publishes private events of many players inside the caller's transaction, in one statement (a leaderboard move
 * tells every player whose place changed): each player's stream advances once, by the number of his events, which
 * take consecutive sequence numbers in the order given; streams are locked in player order, so two such
 * publications never deadlock. Checks, log, pruning and NOTIFY as {@link publishToPlayer}.
 */
export async function publishToPlayers(tx: Queryable, events: readonly AddressedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const { channels, texts, inlines } = checkedEvents(events);
  const users = events.map((event) => event.userId);
  const notified = await tx.query<{ seq: number }>(
    `with event as (
       select * from unnest($1::bigint[], $2::text[], $3::text[], $4::boolean[]) with ordinality
         as event(user_id, channel, data, inline, position)
     ), stream as (
       insert into realtime_streams (user_id, last_seq)
       select user_id, count(*) from event group by user_id order by user_id
       on conflict (user_id) do update set last_seq = realtime_streams.last_seq + excluded.last_seq
       returning user_id, last_seq
     ), numbered as (
       select event.user_id, event.channel, event.data, event.inline, event.position,
         stream.last_seq - count(*) over (partition by event.user_id)
           + row_number() over (partition by event.user_id order by event.position) as seq
       from event join stream using (user_id)
     ), logged as (
       insert into realtime_events (user_id, seq, channel, data) select user_id, seq, channel, data::jsonb from numbered
     ), pruned as (
       delete from realtime_events using stream
       where realtime_events.user_id = stream.user_id and realtime_events.seq <= stream.last_seq - $5
     )
     select seq, pg_notify($6, json_build_object('schema', current_schema(), 'user_id', user_id,
       'seq', seq, 'channel', channel, 'inline', inline, 'data', case when inline then data::json end)::text)
     from numbered order by position`,
    [users, channels, texts, inlines, RETAINED_EVENTS, EVENTS_CHANNEL],
  );
  if (notified.length !== events.length) throw new Error('the realtime streams of the players could not be advanced');
}

/**
 * Publishes an event on a public channel inside the caller's transaction, in one statement: the data is checked
 * against the channel's contract (PUBLIC_CHANNEL_PAYLOADS; {@link ContractBreach}) and announced with `pg_notify`
 * after commit to every server process, whose hub sends it to each socket subscribed to the channel as a `broadcast`
 * frame. It has no sequence number and moves no player's. Data too big for the notice is kept in
 * `realtime_public_events` for the listeners to read.
 */
export async function publishPublic<C extends PublishedPublicChannel>(
  tx: Queryable,
  channel: C,
  data: z.input<(typeof PUBLIC_CHANNEL_PAYLOADS)[C]>,
): Promise<void> {
  const parsed = PUBLIC_CHANNEL_PAYLOADS[channel].safeParse(data);
  if (!parsed.success) throw new ContractBreach(parsed.error.issues);
  const json = JSON.stringify(parsed.data);
  const inline = Buffer.byteLength(json, 'utf8') <= INLINE_DATA_LIMIT;
  await tx.query(
    `with kept as (
       insert into realtime_public_events (channel, data) select $2, $3::jsonb where not $4 returning id
     )
     select pg_notify($1, json_build_object('schema', current_schema(), 'channel', $2::text,
       'id', (select id from kept), 'data', case when $4 then $3::json end)::text)`,
    [EVENTS_CHANNEL, channel, json, inline],
  );
}
