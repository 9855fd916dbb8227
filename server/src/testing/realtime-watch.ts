import { PRIVATE_CHANNELS, privateChannelName, ServerFrame } from '@casino/sdk/contract';
import { WebSocket } from 'ws';
import { SESSION_COOKIE } from '../auth/sessions';
import type { Queryable } from '../db/database';
import { listAccounts } from '../players/accounts';
import type { SeededRandom } from './seeded-random';

/** One event as the watcher accepted it. */
interface AcceptedEvent {
  seq: number;
  channel: string;
  data: unknown;
}

/** Faults a watcher puts between the socket and its reader, each with its probability per event frame. */
export interface FrameFaults {
  /** The frame is delivered twice. */
  duplicate: number;
  /** The frame is held back and delivered after the next one. */
  reorder: number;
}

/** What a watcher saw go wrong with its player's stream: every list is empty when each change came once, in order. */
export interface StreamReport {
  /** Event frames the server itself sent out of sequence on a connection (a hole or a repeat), before any injected fault. */
  outOfSequence: number[];
  /** Sequence numbers committed but never delivered (the watcher's cursor is behind the stream). */
  undelivered: number[];
  /** Accepted events whose channel or data differ from the event log. */
  differentFromLog: number[];
  /** `resync` answers: events were lost for good. */
  resyncs: number;
  /** Whether the last balance event differs from the wallets in the database. */
  staleBalance: boolean;
}

/**
 * A player's realtime stream, read through a websocket as a client would, with duplicated and reordered frames
 * injected: the reader drops what it already has (seq ≤ cursor), holds what arrives early until the hole fills,
 * and after a lost connection (a killed server) resumes with `last_seq` from the server's event log.
 */
export interface RealtimeWatch {
  readonly userId: number;
  /** Injected faults so far, by kind. */
  readonly injected: { duplicate: number; reorder: number };
  /** Connections made after a lost one. */
  readonly reconnects: number;
  /** The last sequence number accepted in order. */
  cursor(): number;
  /** Waits until the watcher has every event committed so far (or `timeoutMs`, default 30 s, passed), then checks its stream against the log. */
  check(db: Queryable, timeoutMs?: number): Promise<StreamReport>;
  close(): void;
}

/** How long to wait before connecting again after a lost connection. Defaults to 100 ms. */
const RECONNECT_DELAY_MS = 100;
/** Longest a reordered frame is held back when no other frame follows. Defaults to 20 ms. */
const HOLD_MS = 20;
/** Heartbeat, well under the server's 60 s idle limit. Defaults to 20 s. */
const PING_MS = 20_000;

/** Starts watching `userId`'s stream on `origin` with the session `session`; resolves once subscribed. */
export async function watchRealtime(
  origin: string,
  userId: number,
  session: string,
  faults: FrameFaults,
  random: SeededRandom,
): Promise<RealtimeWatch> {
  let cursor: number | null = null;
  const accepted: AcceptedEvent[] = [];
  const early = new Map<number, AcceptedEvent>();
  const outOfSequence: number[] = [];
  const injected = { duplicate: 0, reorder: 0 };
  let resyncs = 0;
  let reconnects = 0;
  let closed = false;
  let socket: WebSocket | null = null;
  let ping: NodeJS.Timeout | null = null;

  const accept = (event: AcceptedEvent) => {
    if (cursor === null) return;
    if (event.seq <= cursor) return;
    if (event.seq > cursor + 1) {
      early.set(event.seq, event);
      return;
    }
    accepted.push(event);
    cursor = event.seq;
    for (let next = early.get(cursor + 1); next; next = early.get(cursor + 1)) {
      early.delete(next.seq);
      accepted.push(next);
      cursor = next.seq;
    }
    for (const seq of early.keys()) if (seq <= cursor) early.delete(seq);
  };

  let held: AcceptedEvent | null = null;
  let heldTimer: NodeJS.Timeout | null = null;
  const releaseHeld = () => {
    if (heldTimer) clearTimeout(heldTimer);
    heldTimer = null;
    const late = held;
    held = null;
    if (late) accept(late);
  };
  const deliver = (event: AcceptedEvent) => {
    if (random.chance(faults.duplicate)) {
      injected.duplicate++;
      accept(event);
    }
    if (held === null && random.chance(faults.reorder)) {
      injected.reorder++;
      held = event;
      // delivered after the next frame, or on its own when none comes soon
      heldTimer = setTimeout(releaseHeld, HOLD_MS);
      return;
    }
    accept(event);
    releaseHeld();
  };

  const connect = () =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}/ws`, {
        headers: { cookie: `${SESSION_COOKIE}=${session}` },
      });
      socket = ws;
      let subscribed = false;
      // the last sequence number this connection sent: the server sends each event once, in order
      let wire: number | null = null;
      ws.on('message', (raw) => {
        const frame = ServerFrame.parse(JSON.parse(raw.toString()));
        if (frame.type === 'welcome') {
          const channels = PRIVATE_CHANNELS.map((channel) => privateChannelName(channel, frame.user));
          wire = cursor;
          ws.send(JSON.stringify({ type: 'subscribe', channels, last_seq: cursor }));
        } else if (frame.type === 'subscribed') {
          cursor ??= frame.seq;
          wire ??= frame.seq;
          subscribed = true;
          resolve();
        } else if (frame.type === 'event') {
          if (wire !== null && frame.seq !== wire + 1) outOfSequence.push(frame.seq);
          wire = frame.seq;
          deliver({ seq: frame.seq, channel: frame.channel.split('#')[0] ?? '', data: frame.data });
        } else if (frame.type === 'resync') {
          resyncs++;
          wire = frame.seq;
          cursor = Math.max(cursor ?? 0, frame.seq);
        }
      });
      ws.on('error', () => undefined);
      ws.on('close', () => {
        if (socket === ws) socket = null;
        // a frame held back when the connection dropped is lost with it: the resume must bring it back
        if (heldTimer) clearTimeout(heldTimer);
        held = null;
        if (!subscribed) reject(new Error('the realtime connection closed before it subscribed'));
        if (!closed) setTimeout(reconnect, RECONNECT_DELAY_MS);
      });
    });
  const reconnect = () => {
    if (closed) return;
    reconnects++;
    connect().catch(() => undefined);
  };

  await connect();
  ping = setInterval(() => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'ping' }));
  }, PING_MS);

  return {
    userId,
    injected,
    get reconnects() {
      return reconnects;
    },
    cursor: () => cursor ?? 0,
    async check(db, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      let last = 0;
      for (;;) {
        const [stream] = await db.query<{ last_seq: number }>(
          'select last_seq from realtime_streams where user_id = $1',
          [userId],
        );
        last = stream?.last_seq ?? 0;
        if ((cursor ?? 0) >= last || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const report: StreamReport = {
        outOfSequence: [...outOfSequence],
        undelivered: [],
        differentFromLog: [],
        resyncs,
        staleBalance: false,
      };
      for (let seq = (cursor ?? 0) + 1; seq <= last; seq++) report.undelivered.push(seq);
      outOfSequence.length = 0;
      // compared as jsonb: the log keeps data as jsonb, whose key order is not the order it was written in
      const different = await db.query<{ seq: number }>(
        `select r.seq from unnest($2::bigint[], $3::text[], $4::text[]) as r (seq, channel, data)
         join realtime_events l on l.user_id = $1 and l.seq = r.seq
         where l.channel <> r.channel or l.data <> r.data::jsonb order by r.seq`,
        [
          userId,
          accepted.map((event) => event.seq),
          accepted.map((event) => event.channel),
          accepted.map((event) => JSON.stringify(event.data)),
        ],
      );
      report.differentFromLog = different.map((row) => row.seq);
      const lastBalance = accepted.findLast((event) => event.channel === 'balance');
      if (lastBalance && report.undelivered.length === 0) {
        const [same] = await db.query<{ same: boolean }>('select $1::jsonb = $2::jsonb as same', [
          JSON.stringify(lastBalance.data),
          JSON.stringify(await listAccounts(db, userId)),
        ]);
        report.staleBalance = same?.same !== true;
      }
      // what was checked need not be kept: the next check starts after it
      accepted.length = 0;
      return report;
    },
    close() {
      closed = true;
      if (ping) clearInterval(ping);
      socket?.close();
    },
  };
}
