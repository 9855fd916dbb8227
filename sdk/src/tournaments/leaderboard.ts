import { batch, computed, effect, type ReadonlySignal, signal } from '@preact/signals-core';
import { PUBLIC_CHANNEL_PAYLOADS } from '../contract/public-realtime';
import { routePath } from '../contract/routes';
import {
  LEADERBOARD_PAGE_MAX,
  Leaderboard,
  type LeaderboardUpdate,
  type TournamentPlayerStatus,
} from '../contract/tournaments';
import { RealtimeFrameError } from '../realtime/frame-error';
import type { ResourceStatus } from '../resource/resource';
import { applyLeaderboardUpdate } from '../rules/leaderboard';
import type { TournamentsCasino, TournamentsModule } from './tournaments';

/** How often a board watched without a realtime connection (guests) loads again, in ms. */
export const LEADERBOARD_POLL_MS = 10_000;

/** A tournament's live leaderboard (loyalty.md §2): its first {@link LEADERBOARD_PAGE_MAX} rows, kept current while watched. */
export interface LeaderboardModule {
  readonly tournamentId: number;
  /** The rows in place order (`award_place` 1, 2, …); empty until loaded. */
  readonly rows: ReadonlySignal<readonly TournamentPlayerStatus[]>;
  /** Every player on the board, the rows not loaded included. */
  readonly playersCount: ReadonlySignal<number>;
  /** The signed-in player's own standing (his tournament status); null for guests and until loaded. */
  readonly own: ReadonlySignal<TournamentPlayerStatus | null>;
  /** `idle` until watched or loaded, `loading` until the first answer, `ready` or `error` (the last rows are kept). */
  readonly status: ReadonlySignal<ResourceStatus>;
  /** What the last load threw; null after an answer. */
  readonly error: ReadonlySignal<unknown>;
  /** The update that closed the tournament has arrived: the board is final. */
  readonly finished: ReadonlySignal<boolean>;
  /**
   * Keeps the board current until the returned function is called: loads it, then follows `public:tournaments`
   * through the realtime connection (`casino.realtime.watch`) while it is open, or loads it again every
   * {@link LEADERBOARD_POLL_MS} while it is not (guests have none). Watchers share one board.
   */
  watch(): () => void;
  /** Loads the board again (GET /api/tournaments/{id}/leaderboard); updates arriving meanwhile apply after it. */
  reload(): Promise<void>;
  /**
   * Takes a `public:tournaments` update: applied when it follows the board's version, ignored when older, and a
   * reload when one was missed or when a whole board would not come out with the update's player count.
   */
  receive(update: LeaderboardUpdate): void;
}

/** Options of the leaderboards. */
export interface LeaderboardOptions {
  /** Interval of a watched board's loads without realtime, in ms. Defaults to {@link LEADERBOARD_POLL_MS}. */
  pollMs?: number;
}

interface Board {
  rows: readonly TournamentPlayerStatus[];
  version: number;
  playersCount: number;
}

/** Creates the live board of one tournament; `tournaments` gives the player's own status. */
export function createLeaderboard(
  casino: TournamentsCasino,
  tournaments: Pick<TournamentsModule, 'status'>,
  tournamentId: number,
  options: LeaderboardOptions = {},
): LeaderboardModule {
  const { http, events, state, realtime } = casino;
  const board = signal<Board | null>(null);
  const status = signal<ResourceStatus>('idle');
  const error = signal<unknown>(null);
  const finished = signal(false);
  const ownStatus = tournaments.status.get(tournamentId);
  let loading: Promise<void> | null = null;
  let again = false;
  let pending: LeaderboardUpdate[] = [];
  let watchers = 0;
  let stopLive: (() => void) | null = null;

  async function loadOnce(): Promise<void> {
    if (board.peek() === null) status.value = 'loading';
    try {
      const answer = await http.get(routePath('tournamentLeaderboard', { id: String(tournamentId) }), Leaderboard, {
        query: { offset: 0, limit: LEADERBOARD_PAGE_MAX },
      });
      batch(() => {
        board.value = { rows: answer.rows, version: answer.version, playersCount: answer.players_count };
        status.value = 'ready';
        error.value = null;
      });
    } catch (failure) {
      batch(() => {
        status.value = 'error';
        error.value = failure;
      });
    }
  }

  function reload(): Promise<void> {
    if (loading) {
      again = true;
      return loading;
    }
    loading = (async () => {
      do {
        again = false;
        await loadOnce();
      } while (again);
      loading = null;
      const waiting = pending.sort((a, b) => a.version - b.version);
      pending = [];
      for (const update of waiting) receive(update);
    })();
    return loading;
  }

  function receive(update: LeaderboardUpdate): void {
    if (update.tournament_id !== tournamentId) return;
    if (loading) {
      pending.push(update);
      return;
    }
    const current = board.peek();
    if (current === null || update.version <= current.version) return;
    if (update.version !== current.version + 1) {
      void reload();
      return;
    }
    const rows = applyLeaderboardUpdate(current.rows, update, LEADERBOARD_PAGE_MAX);
    // a whole board that comes out short or long (an update the server and this board disagree on) reloads
    const whole = current.rows.length >= current.playersCount;
    if (whole && rows.length !== Math.min(update.players_count, LEADERBOARD_PAGE_MAX)) {
      void reload();
      return;
    }
    batch(() => {
      board.value = { rows, version: update.version, playersCount: update.players_count };
      if (update.finished) finished.value = true;
    });
  }

  /** A `public:tournaments` frame: parsed with the contract (one that breaks it is dropped as `realtime:error`), then received. */
  function broadcast({ data }: { data: unknown }): void {
    const update = PUBLIC_CHANNEL_PAYLOADS['public:tournaments'].safeParse(data);
    if (update.success) receive(update.data);
    else {
      events.emit('realtime:error', {
        error: new RealtimeFrameError(
          `public:tournaments data does not match its contract (${update.error.message})`,
          data,
        ),
      });
    }
  }

  /**
   * Follows the board: `public:tournaments` through the realtime connection while it is open (a connection that
   * opens again reloads the board, as broadcasts missed meanwhile are not replayed), loads every `pollMs` while it is
   * not (guests have none), and reloads on `realtime:resync`.
   */
  function startLive(): () => void {
    const pollMs = options.pollMs ?? LEADERBOARD_POLL_MS;
    const resync = () => void reload();
    events.on('realtime:resync', resync);
    events.on('realtime:public:tournaments', broadcast);
    const unwatchChannel = realtime.watch('public:tournaments');
    let missed = false;
    const stopFollowing = effect(() => {
      if (state.loginState.value === 'logged') void ownStatus.ensure();
      if (realtime.status.value === 'open') {
        if (missed) void reload();
        missed = false;
        return;
      }
      missed = true;
      const timer = setInterval(() => void reload(), pollMs);
      return () => clearInterval(timer);
    });
    return () => {
      events.off('realtime:resync', resync);
      events.off('realtime:public:tournaments', broadcast);
      unwatchChannel();
      stopFollowing();
    };
  }

  return {
    tournamentId,
    rows: computed(() => board.value?.rows ?? []),
    playersCount: computed(() => board.value?.playersCount ?? 0),
    own: computed(() => ownStatus.data.value),
    status,
    error,
    finished,
    reload,
    receive,
    watch() {
      watchers += 1;
      if (watchers === 1) {
        void reload();
        stopLive = startLive();
      }
      let watching = true;
      return () => {
        if (!watching) return;
        watching = false;
        watchers -= 1;
        if (watchers === 0) {
          stopLive?.();
          stopLive = null;
        }
      };
    },
  };
}
