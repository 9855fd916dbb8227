import { REALTIME_CLOSE_CODES } from '@casino/sdk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { broadcastFrameText } from './broadcast-frame';
import { stillSignedIn } from './connection-auth';
import { sharedEventFrame } from './event-frame';
import { pruneEventLog } from './event-log';
import type { PlayerConnection } from './player-connection';
import { EVENTS_CHANNEL, Notice, type PublicEventNotice } from './publish';

/** Timings of the realtime hub. */
export interface RealtimeSettings {
  /** A socket that sent no frame for this long is closed (clients ping every 25 s). Defaults to 60 s. */
  heartbeatTimeoutMs: number;
  /** How often silent sockets are looked for. Defaults to 10 s. */
  sweepIntervalMs: number;
  /** How often each socket's session is checked (sign-out, expiry, password reset end it). Defaults to 60 s. */
  revalidateIntervalMs: number;
  /** How often the event log is pruned. Defaults to 60 s. */
  pruneIntervalMs: number;
}

/** Default {@link RealtimeSettings}. */
export const DEFAULT_REALTIME_SETTINGS: RealtimeSettings = {
  heartbeatTimeoutMs: 60_000,
  sweepIntervalMs: 10_000,
  revalidateIntervalMs: 60_000,
  pruneIntervalMs: 60_000,
};

/** This process's websockets by player, fed by LISTEN on {@link EVENTS_CHANNEL}. */
export interface RealtimeHub {
  /** Adds a socket; returns its removal. */
  add(connection: PlayerConnection): () => void;
  /** Starts listening and the timers. */
  start(): Promise<void>;
  /** Stops listening and the timers. */
  stop(): Promise<void>;
}

/** Creates the hub of one server process. */
export function createRealtimeHub(ctx: AppContext, settings: RealtimeSettings, log: FastifyBaseLogger): RealtimeHub {
  const byPlayer = new Map<number, Set<PlayerConnection>>();
  const timers: NodeJS.Timeout[] = [];
  let unlisten: (() => Promise<void>) | null = null;
  let schema = '';
  /** Public events in the order they were announced: one whose data is kept in the table is read before the next goes out. */
  let broadcasts: Promise<void> = Promise.resolve();

  function all(): PlayerConnection[] {
    return [...byPlayer.values()].flatMap((set) => [...set]);
  }

  function onNotify(payload: string) {
    let notice: Notice;
    try {
      notice = Notice.parse(JSON.parse(payload));
    } catch (error) {
      log.error({ err: error }, `unreadable ${EVENTS_CHANNEL} notification`);
      return;
    }
    if (notice.schema !== schema) return;
    if (!('user_id' in notice)) {
      broadcast(notice);
      return;
    }
    const connections = byPlayer.get(notice.user_id);
    if (!connections) return;
    const frame = sharedEventFrame(String(notice.user_id), notice);
    for (const connection of connections) connection.deliver(notice, frame);
  }

  /** Sends a public event to every socket of this process subscribed to its channel, serialised once. */
  function broadcast(notice: PublicEventNotice) {
    broadcasts = broadcasts
      .then(async () => {
        const text = await broadcastFrameText(ctx.db, notice);
        for (const connections of byPlayer.values()) {
          for (const connection of connections) connection.broadcast(notice.channel, text);
        }
      })
      .catch((error: unknown) => log.error({ err: error, channel: notice.channel }, 'realtime broadcast failed'));
  }

  function sweep() {
    const silentSince = Date.now() - settings.heartbeatTimeoutMs;
    for (const connection of all()) {
      if (connection.lastFrameAt < silentSince) {
        connection.close(REALTIME_CLOSE_CODES.heartbeatTimeout, 'no ping received: reconnect');
      }
    }
  }

  async function revalidate() {
    for (const connection of all()) {
      if (!(await stillSignedIn(ctx, connection.auth))) {
        connection.close(REALTIME_CLOSE_CODES.sessionEnded, 'the session ended: sign in again');
      }
    }
  }

  function every(ms: number, task: () => unknown, what: string) {
    const timer = setInterval(() => {
      Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `realtime ${what} failed`));
    }, ms);
    timer.unref();
    timers.push(timer);
  }

  return {
    add(connection) {
      const set = byPlayer.get(connection.auth.userId) ?? new Set();
      set.add(connection);
      byPlayer.set(connection.auth.userId, set);
      return () => {
        set.delete(connection);
        if (set.size === 0 && byPlayer.get(connection.auth.userId) === set) byPlayer.delete(connection.auth.userId);
      };
    },
    async start() {
      const [row] = await ctx.db.query<{ schema: string }>('select current_schema() as schema');
      schema = row?.schema ?? '';
      unlisten = await ctx.db.listen(EVENTS_CHANNEL, onNotify, () => {
        for (const connection of all()) connection.recheck();
      });
      every(settings.sweepIntervalMs, sweep, 'heartbeat sweep');
      every(settings.revalidateIntervalMs, revalidate, 'session check');
      every(settings.pruneIntervalMs, () => pruneEventLog(ctx.db), 'log pruning');
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await unlisten?.();
      unlisten = null;
    },
  };
}
