import {
  ClientFrame,
  privateChannelName,
  readChannelName,
  type ServerFrame,
  ServerFrame as ServerFrameSchema,
} from '@casino/sdk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Queryable } from '../db/database';
import { ContractBreach } from '../http/contract';
import type { ConnectionAuth } from './connection-auth';
import { type EventFrame, eventFrame } from './event-frame';
import { currentSeq, eventsAfter, type LoggedEvent } from './event-log';
import type { EventNotice } from './publish';

/** Channels one subscribe may name (all private and public ones fit). Defaults to 16. */
const MAX_CHANNELS = 16;
/** Bytes a socket may have waiting to be sent before it counts as a stalled reader and is closed. Defaults to 1 MiB. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * One player's websocket: answers `ping`, handles `subscribe` (private channels of this player and public ones; a
 * resume replays the log after `last_seq`, or answers `resync`), and delivers the player's events in sequence order,
 * each once, catching up from the log when a notice was skipped or carried no data. Work runs one task at a time.
 */
export class PlayerConnection {
  /** The user suffix of this player's private channels. */
  readonly user: string;
  /** `Date.now()` of the last frame received; the hub closes sockets silent for too long. */
  lastFrameAt = Date.now();
  /** Wire names of the subscribed channels; null until the first `subscribe`. */
  private channels: Set<string> | null = null;
  /** Sequence number of the last event this socket has dealt with (sent, or skipped as not subscribed). */
  private cursor = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    readonly auth: ConnectionAuth,
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
  ) {
    this.user = String(auth.userId);
    socket.on('message', (raw, isBinary) => {
      this.lastFrameAt = Date.now();
      this.receive(isBinary ? undefined : parseJson(raw.toString()));
    });
    this.enqueue(async () => {
      this.send({ type: 'welcome', user: this.user, seq: await currentSeq(this.db, auth.userId) });
    });
  }

  /**
   * Delivers an event announced by NOTIFY (after its commit); `frame` is the inline event's frame, shared by the
   * player's sockets (see `sharedEventFrame`).
   */
  deliver(notice: EventNotice, frame: () => EventFrame): void {
    this.enqueue(async () => {
      if (this.channels === null || notice.seq <= this.cursor) return;
      if (notice.inline && notice.seq === this.cursor + 1) {
        const event = frame();
        if (this.channels.has(event.channel)) this.sendText(event.text);
        this.cursor = notice.seq;
        return;
      }
      await this.catchUp(notice.seq);
    });
  }

  /** Sends a public event's `broadcast` frame (its text) when the socket is subscribed to its channel. */
  broadcast(channel: string, text: string): void {
    if (this.channels?.has(channel)) this.sendText(text);
  }

  /** Reads the log after the cursor: after a lost LISTEN connection, notices may have been missed. */
  recheck(): void {
    this.enqueue(async () => {
      if (this.channels !== null) await this.catchUp();
    });
  }

  /** Closes the socket with a code and a reason. */
  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  private receive(input: unknown): void {
    const frame = ClientFrame.safeParse(input);
    const channelCount = frame.success && frame.data.type === 'subscribe' ? frame.data.channels.length : 1;
    if (!frame.success || channelCount < 1 || channelCount > MAX_CHANNELS) {
      this.send({
        type: 'error',
        code: 'invalid_frame',
        message: `Frame refused: send JSON {"type":"ping"} or {"type":"subscribe","channels":[1 to ${MAX_CHANNELS} names],"last_seq":N}`,
      });
      return;
    }
    if (frame.data.type === 'ping') {
      this.send({ type: 'pong' });
      return;
    }
    const refused = frame.data.channels.filter((name) => {
      const channel = readChannelName(name);
      return channel === null || (channel.kind === 'private' && channel.user !== this.user);
    });
    if (refused.length > 0) {
      this.send({
        type: 'error',
        code: 'channel_refused',
        message: `Subscription refused for ${refused.join(', ')}: use public channels and this connection's private ones (${privateChannelName('balance', this.user)}, …)`,
      });
      return;
    }
    const channels = new Set(frame.data.channels);
    const lastSeq = frame.data.last_seq ?? null;
    this.enqueue(() => this.subscribe(channels, lastSeq));
  }

  private async subscribe(channels: Set<string>, lastSeq: number | null): Promise<void> {
    this.channels = channels;
    if (lastSeq === null) {
      this.cursor = await currentSeq(this.db, this.auth.userId);
    } else {
      this.cursor = lastSeq;
      await this.catchUp();
    }
    this.send({ type: 'subscribed', channels: [...channels], seq: this.cursor });
  }

  /** Sends the logged events after the cursor up to `upTo` (default: the latest), or `resync` when they are gone. */
  private async catchUp(upTo?: number): Promise<void> {
    const replay = await eventsAfter(this.db, this.auth.userId, this.cursor, upTo);
    if (replay.kind === 'resync') this.send({ type: 'resync', seq: replay.seq });
    else this.sendEvents(replay.events);
    this.cursor = replay.seq;
  }

  private sendEvents(events: readonly LoggedEvent[]): void {
    for (const event of events) {
      if (!this.channels?.has(privateChannelName(event.channel, this.user))) continue;
      this.sendText(eventFrame(this.user, event).text);
    }
  }

  private send(frame: ServerFrame): void {
    const checked = ServerFrameSchema.safeParse(frame);
    if (!checked.success) throw new ContractBreach(checked.error.issues);
    this.sendText(JSON.stringify(checked.data));
  }

  /** Sends a checked frame's text, unless the socket is closed; a reader too far behind is closed instead. */
  private sendText(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.close(1013, 'too many events waiting: reconnect and resume');
      return;
    }
    this.socket.send(text);
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error: unknown) => {
      this.log.error({ err: error, userId: this.auth.userId }, 'realtime connection failed');
      this.socket.close(1011, 'server error');
    });
  }
}
