import type { Signal } from '@preact/signals-core';
import type { ZodMiniType } from 'zod/mini';
import { type Account, PlayerSettings } from '../contract/player';
import {
  CHANNEL_PAYLOADS,
  PRIVATE_CHANNELS,
  type PrivateChannel,
  type PublicChannel,
  privateChannelName,
  REALTIME_CLOSE_CODES,
  RealtimeToken,
  ServerFrame,
} from '../contract/realtime';
import { routePath } from '../contract/routes';
import { CasinoHttpError } from '../errors';
import type { CasinoEmitter } from '../events';
import type { HttpClient } from '../http/client';
import { fullJitterDelay } from './backoff';
import { RealtimeFrameError } from './frame-error';
import type { RealtimeOptions } from './realtime-module';
import type { RealtimeSocket, RealtimeSocketConstructor, RealtimeStatus } from './socket';
import { SOCKET_OPEN } from './socket';

/** Timings and randomness of the realtime client, all resolved. */
export interface RealtimeTimings {
  heartbeatIntervalMs: number;
  heartbeatTimeoutMs: number;
  backoffBaseMs: number;
  backoffCapMs: number;
  resumeWindowMs: number;
  connectTimeoutMs: number;
  random: () => number;
}

/** The timings of `createCasino({ realtime })`, defaults filled in (here, so the core does not carry them). */
export function resolveTimings(options: RealtimeOptions): RealtimeTimings {
  return {
    heartbeatIntervalMs: options.heartbeatIntervalMs ?? 25_000,
    heartbeatTimeoutMs: options.heartbeatTimeoutMs ?? 35_000,
    backoffBaseMs: options.backoffBaseMs ?? 500,
    backoffCapMs: options.backoffCapMs ?? 30_000,
    resumeWindowMs: options.resumeWindowMs ?? 600_000,
    connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
    random: options.random ?? Math.random,
  };
}

/** What the realtime client needs from the casino. */
export interface RealtimeClientDependencies {
  http: HttpClient;
  events: CasinoEmitter;
  WebSocket: RealtimeSocketConstructor;
  timings: RealtimeTimings;
  status: Signal<RealtimeStatus>;
  /** Puts a new account list into the accounts signal (and emits `balance`). */
  setAccounts: (accounts: Account[]) => void;
  /** Reloads profile and accounts; never throws. */
  reloadState: () => Promise<void>;
  /** The public channels watched now (`casino.realtime.watch`), one entry per watcher. */
  watched: ReadonlyMap<object, PublicChannel>;
}

/** The realtime connection of a signed-in player. */
export interface RealtimeClient {
  /** Connects (once signed in); reconnects by itself until {@link RealtimeClient.stop}. */
  start(): void;
  /** Disconnects and forgets the stream (at sign-out). */
  stop(): void;
  /** Subscribes again on an open connection, after the watched public channels changed. */
  resubscribe(): void;
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Creates the realtime client: fetches the connection token (GET /api/player/settings, then POST its `authEndpoint`),
 * opens the websocket, subscribes to the player's private channels, pings, replaces a silent connection, reconnects
 * with full-jitter exponential backoff, resumes from the last sequence number after a short drop and reloads state
 * after `resync` or a long drop. Every frame is parsed with the contract; a bad one is dropped and reported.
 */
export function createRealtimeClient(deps: RealtimeClientDependencies): RealtimeClient {
  const { http, events, timings, status } = deps;
  let running = false;
  let socket: RealtimeSocket | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  let pending: AbortController | null = null;
  let endpoint: { url: string; authEndpoint: string } | null = null;
  let streamUser: string | null = null;
  let lastSeq: number | null = null;
  let droppedAt: number | null = null;
  let reloadWhenSubscribed = false;
  let lastFrameAt = 0;

  function report(error: unknown) {
    events.emit('realtime:error', { error });
  }

  async function connectionUrl(signal: AbortSignal): Promise<string> {
    let token: RealtimeToken;
    if (endpoint === null) {
      const { cent } = await http.get(routePath('playerSettings'), PlayerSettings, { signal });
      endpoint = { url: cent.url, authEndpoint: cent.authEndpoint };
      token = cent;
    } else {
      token = await http.post(endpoint.authEndpoint, {}, RealtimeToken, { signal });
    }
    const query = new URLSearchParams({ user: token.user, timestamp: token.timestamp, token: token.token });
    return `${endpoint.url}?${query}`;
  }

  async function open() {
    const controller = new AbortController();
    pending = controller;
    const timeout = setTimeout(
      () => controller.abort(new Error('the realtime connection parameters took too long')),
      timings.connectTimeoutMs,
    );
    let url: string;
    try {
      url = await connectionUrl(controller.signal);
    } catch (error) {
      if (pending !== controller) return;
      pending = null;
      // a 401 signs the player out through the HTTP client's auth-error, which stops this client
      if (!(error instanceof CasinoHttpError && error.status === 401)) report(error);
      dropped();
      return;
    } finally {
      clearTimeout(timeout);
    }
    if (pending !== controller) return;
    pending = null;
    const next = new deps.WebSocket(url);
    socket = next;
    lastFrameAt = Date.now();
    next.addEventListener('message', (event) => {
      if (socket === next) receive(event.data);
    });
    next.addEventListener('close', () => {
      if (socket === next) dropped();
    });
    next.addEventListener('error', () => {
      if (socket !== next) return;
      next.close();
      dropped();
    });
    heartbeatTimer = setInterval(() => heartbeat(next), timings.heartbeatIntervalMs);
  }

  function heartbeat(current: RealtimeSocket) {
    if (Date.now() - lastFrameAt > timings.heartbeatTimeoutMs) {
      current.close(REALTIME_CLOSE_CODES.heartbeatTimeout, 'no frame within the heartbeat timeout');
      dropped();
    } else if (current.readyState === SOCKET_OPEN) {
      current.send(JSON.stringify({ type: 'ping' }));
    }
  }

  function dropped() {
    if (heartbeatTimer) clearInterval(heartbeatTimer);
    heartbeatTimer = null;
    socket = null;
    if (!running) return;
    droppedAt ??= Date.now();
    status.value = 'reconnecting';
    const delay = fullJitterDelay(attempt, timings.backoffBaseMs, timings.backoffCapMs, timings.random);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void open();
    }, delay);
  }

  function send(frame: unknown) {
    if (socket?.readyState === SOCKET_OPEN) socket.send(JSON.stringify(frame));
  }

  /** Subscribes to the player's private channels and the watched public ones, resuming after `lastSeen`. */
  function subscribe(lastSeen: number | null) {
    const channels = PRIVATE_CHANNELS.map((channel) => privateChannelName(channel, streamUser as string));
    send({ type: 'subscribe', channels: [...channels, ...new Set(deps.watched.values())], last_seq: lastSeen });
  }

  function receive(raw: unknown) {
    lastFrameAt = Date.now();
    const input = parseJson(raw);
    const parsed = ServerFrame.safeParse(input);
    if (!parsed.success) {
      report(new RealtimeFrameError(parsed.error.issues[0]?.message ?? 'not a server frame', raw));
      return;
    }
    const frame = parsed.data;
    switch (frame.type) {
      case 'welcome': {
        const recent = droppedAt === null || Date.now() - droppedAt <= timings.resumeWindowMs;
        const resume = lastSeq !== null && streamUser === frame.user && recent;
        reloadWhenSubscribed = lastSeq !== null && !resume;
        streamUser = frame.user;
        // a fresh start: a watch before `subscribed` must not resume from the old stream either
        if (!resume) lastSeq = null;
        subscribe(lastSeq);
        return;
      }
      case 'subscribed':
        lastSeq = frame.seq;
        attempt = 0;
        droppedAt = null;
        status.value = 'open';
        if (reloadWhenSubscribed) {
          reloadWhenSubscribed = false;
          void resync(frame.seq);
        }
        return;
      case 'event':
        onEvent(frame.channel, frame.seq, frame.data, input);
        return;
      case 'broadcast':
        events.emit(`realtime:${frame.channel}`, { data: frame.data });
        return;
      case 'resync':
        lastSeq = frame.seq;
        void resync(frame.seq);
        return;
      case 'error':
        report(new Error(`The realtime server refused a frame (${frame.code}): ${frame.message}`));
    }
  }

  function onEvent(name: string, seq: number, data: unknown, frame: unknown) {
    if (lastSeq !== null && seq <= lastSeq) return;
    lastSeq = seq;
    // `{channel}#{user}`: a private channel of this player (the check is inline so that readChannelName, the server's
    // parser, stays out of the script-tag bundles)
    const [channel, user] = name.split('#') as [PrivateChannel, string | undefined];
    if (user !== streamUser || !PRIVATE_CHANNELS.includes(channel)) {
      report(new RealtimeFrameError(`event on a channel this client did not subscribe to (${name})`, frame));
      return;
    }
    // a loyalty channel has no core schema: its data is relayed unparsed (its event says `data: unknown`) for
    // @casino/sdk/loyalty to parse
    const schema: ZodMiniType | undefined = (CHANNEL_PAYLOADS as Partial<Record<PrivateChannel, ZodMiniType>>)[channel];
    const payload = schema ? schema.safeParse(data) : { success: true, data };
    if (!payload.success) {
      report(new RealtimeFrameError(`the data of ${name} does not match its contract`, frame));
      return;
    }
    if (channel === 'balance') deps.setAccounts(payload.data as Account[]);
    // `data` was parsed with CHANNEL_PAYLOADS[channel], the schema of `realtime:${channel}`'s payload (a loyalty
    // channel's is `unknown`)
    (events.emit as (type: `realtime:${PrivateChannel}`, event: { seq: number; data: unknown }) => void)(
      `realtime:${channel}`,
      { seq, data: payload.data },
    );
  }

  async function resync(seq: number) {
    await deps.reloadState();
    events.emit('realtime:resync', { seq });
  }

  return {
    resubscribe() {
      // before the welcome there is nothing to change: the welcome subscribes with the channels watched then
      if (streamUser !== null) subscribe(lastSeq);
    },
    start() {
      if (running) return;
      running = true;
      status.value = 'connecting';
      void open();
    },
    stop() {
      running = false;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      pending?.abort(new Error('the realtime client stopped'));
      pending = null;
      const current = socket;
      dropped();
      current?.close(1000, 'signed out');
      attempt = 0;
      endpoint = null;
      streamUser = null;
      lastSeq = null;
      droppedAt = null;
      reloadWhenSubscribed = false;
      status.value = 'off';
    },
  };
}
