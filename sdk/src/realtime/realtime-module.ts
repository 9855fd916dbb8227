import { effect, type ReadonlySignal, type Signal, signal } from '@preact/signals-core';
import type { Account } from '../contract/player';
import type { PublicChannel } from '../contract/realtime';
import type { CasinoEmitter } from '../events';
import type { HttpClient } from '../http/client';
import type { LoginState } from '../state/store';
import type { RealtimeClient } from './realtime-client';
import type { RealtimeSocketConstructor, RealtimeStatus } from './socket';

/** Options of the realtime connection (`createCasino({ realtime })`). */
export interface RealtimeOptions {
  /** WebSocket constructor. Defaults to `globalThis.WebSocket` when the player signs in; without one realtime stays off. */
  WebSocket?: RealtimeSocketConstructor;
  /** Ping interval. Defaults to `25000` ms. */
  heartbeatIntervalMs?: number;
  /** A connection that received no frame (pong included) for this long is dead and replaced. Defaults to `35000` ms. */
  heartbeatTimeoutMs?: number;
  /** Backoff base: reconnect attempt n waits a random time below `min(cap, base * 2^n)`. Defaults to `500` ms. */
  backoffBaseMs?: number;
  /** Backoff cap. Defaults to `30000` ms. */
  backoffCapMs?: number;
  /** Random numbers in [0, 1) for the backoff jitter. Defaults to `Math.random`. */
  random?: () => number;
  /** A drop shorter than this resumes from the last sequence number; a longer one reloads state. Defaults to `600000` ms. */
  resumeWindowMs?: number;
  /** Limit for getting the connection token. Defaults to `10000` ms. */
  connectTimeoutMs?: number;
}

/** The realtime connection as consumers see it. */
export interface RealtimeModule {
  /** `'off'` (signed out, disabled or no WebSocket), `'connecting'`, `'open'` or `'reconnecting'`. */
  readonly status: ReadonlySignal<RealtimeStatus>;
  /**
   * Subscribes to a public channel while someone watches it (counted: each call needs its own unwatch); its events
   * come out as `realtime:{channel}` `{data}` on `casino.events`, unparsed (the channel's entry parses them). The
   * subscription outlives reconnects. Guests have no connection: nothing arrives for them.
   */
  watch(channel: PublicChannel): () => void;
}

/** What the realtime module needs from the casino. */
export interface RealtimeModuleDependencies {
  http: HttpClient;
  events: CasinoEmitter;
  loginState: ReadonlySignal<LoginState>;
  setAccounts: (accounts: Account[]) => void;
  reloadState: () => Promise<void>;
  /** `false` turns realtime off. */
  options: RealtimeOptions | false | undefined;
}

/**
 * Connects the realtime client while a player is signed in and disconnects at sign-out. The client's code is its own
 * chunk, loaded the first time a player signs in (guests never load it).
 */
export function createRealtime(deps: RealtimeModuleDependencies): RealtimeModule {
  const status: Signal<RealtimeStatus> = signal('off');
  const { options } = deps;
  let client: Promise<RealtimeClient> | null = null;
  let loaded: RealtimeClient | undefined;
  let wanted = false;
  /** The watched public channels, one entry per watcher (so each unwatch removes its own). */
  const watched = new Map<object, PublicChannel>();

  function load(WebSocket: RealtimeSocketConstructor, settings: RealtimeOptions): Promise<RealtimeClient> {
    client ??= import('./realtime-client').then(
      ({ createRealtimeClient, resolveTimings }) =>
        (loaded = createRealtimeClient({ ...deps, WebSocket, status, timings: resolveTimings(settings), watched })),
    );
    return client;
  }

  if (options !== false) {
    effect(() => {
      wanted = deps.loginState.value === 'logged';
      if (!wanted && client === null) return;
      const WebSocket =
        options?.WebSocket ?? (globalThis as { WebSocket?: RealtimeSocketConstructor }).WebSocket ?? null;
      if (WebSocket === null) return;
      load(WebSocket, options ?? {}).then(
        (loaded) => (wanted ? loaded.start() : loaded.stop()),
        (error: unknown) => {
          client = null;
          deps.events.emit('realtime:error', { error });
        },
      );
    });
  }
  return {
    status,
    watch(channel) {
      const watcher = {};
      watched.set(watcher, channel);
      loaded?.resubscribe();
      return () => {
        if (watched.delete(watcher)) loaded?.resubscribe();
      };
    },
  };
}
