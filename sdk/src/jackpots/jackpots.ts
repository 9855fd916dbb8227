import { effect, type ReadonlySignal, signal } from '@preact/signals-core';
import type { Casino } from '../casino';
import type { Jackpot, JackpotsChange, JackpotWin, JackpotWinAward } from '../contract/jackpots';
import { routePath } from '../contract/routes';
import { CHECK_DISPLAY_CALLS } from '../http/answer-checks';
import { lazySchemas, type Schema } from '../http/schema';
import { RealtimeFrameError } from '../realtime/frame-error';
import { createResource, type Resource } from '../resource/resource';
import { createResourceFamily, type ResourceFamily } from '../resource/resource-family';
import { type JackpotTick, nextJackpotTick } from '../rules/jackpot-tick';

/** How often a watched jackpot list loads again without a realtime connection (guests), in ms. */
export const JACKPOTS_POLL_MS = 5_000;

/** What the jackpots module uses of a casino (any `createCasino()` result has it). */
export type JackpotsCasino = Pick<Casino, 'http' | 'state' | 'events' | 'realtime'>;

/** Options of {@link createJackpots}. */
export interface JackpotsOptions {
  /** Interval of a watched list's loads without realtime, in ms. Defaults to {@link JACKPOTS_POLL_MS}. */
  pollMs?: number;
  /** The clock of the ticks, in ms. Defaults to `Date.now`. */
  now?: () => number;
}

/** Jackpots (loyalty.md §3, §5): the pools with their live amounts, the past wins and the signed-in player's wins. */
export interface JackpotsModule {
  /** GET /api/jackpots: every active jackpot, in the server's order; loaded on first watch or `ensure`. */
  readonly list: Resource<readonly Jackpot[]>;
  /**
   * Each level's tick by level id (rules `jackpotAmountAt` gives the amount to show at a time of the `now` clock):
   * set from every list answer and `public:jackpots_changes` frame. A new map per frame, a few a second at most.
   */
  readonly ticks: ReadonlySignal<ReadonlyMap<number, JackpotTick>>;
  /**
   * Past wins, newest first (GET /api/jackpot_wins), of one jackpot by identifier or of all with `''`. A failed load
   * is logged and shows no wins (loyalty.md §8).
   */
  readonly wins: ResourceFamily<string, readonly JackpotWin[]>;
  /** The signed-in player's last jackpot win (`jackpot_win_award`), until {@link dismissWin}; null before any. */
  readonly win: ReadonlySignal<JackpotWinAward | null>;
  /** Forgets the win shown (its popup was closed). */
  dismissWin(): void;
  /**
   * Keeps the amounts live until the returned function is called: loads the list, then follows
   * `public:jackpots_changes` through the realtime connection while it is open, or loads the list again every
   * `pollMs` while it is not (guests have none). Watchers share one subscription.
   */
  watch(): () => void;
}

type JackpotSchemas = typeof import('../contract/jackpots');

/** The jackpot schemas with zod, imported on first use so that a ticker's first render carries neither. */
const jackpotSchemas = lazySchemas(() => import('../contract/jackpots'));

/**
 * Reads a frame with the contract schema `pick` gives; calls `use` with the data, or reports a frame that breaks the
 * contract as `realtime:error`. Frames that only show amounts (`display`) are taken as they are where display answers
 * are not checked (the script-tag build), as the HTTP client does.
 */
function readFrame<T>(
  casino: JackpotsCasino,
  channel: string,
  data: unknown,
  pick: (module: JackpotSchemas) => Schema<T>,
  display: boolean,
  use: (value: T) => void,
): Promise<void> {
  if (display && !CHECK_DISPLAY_CALLS) {
    use(data as T);
    return Promise.resolve();
  }
  return jackpotSchemas.module().then(async (module) => {
    const result = await pick(module)['~standard'].validate(data);
    if (result.issues === undefined) use(result.value);
    else {
      const message = result.issues.map((issue) => issue.message).join('; ');
      const error = new RealtimeFrameError(`${channel} data does not match its contract (${message})`, data);
      casino.events.emit('realtime:error', { error });
    }
  });
}

/**
 * Creates the jackpots of a casino; nothing loads until a widget asks. The list reloads at `realtime:resync`; each
 * `realtime:jackpot_win_award` is parsed with the contract and becomes {@link JackpotsModule.win} (the balance comes
 * with the round's own `balance` event, which carries the accounts after the win).
 */
export function createJackpots(casino: JackpotsCasino, options: JackpotsOptions = {}): JackpotsModule {
  const { http, events, realtime } = casino;
  const now = options.now ?? (() => Date.now());
  const ticks = signal<ReadonlyMap<number, JackpotTick>>(new Map());
  const win = signal<JackpotWinAward | null>(null);
  let watchers = 0;
  let stopLive: (() => void) | null = null;

  /** Takes the amounts of a list answer or a frame: each level's tick counts on from what it shows now. */
  function take(levels: Iterable<{ level_id: number; amount_cents: number }>): void {
    const at = now();
    const next = new Map(ticks.peek());
    let changed = false;
    for (const level of levels) {
      const previous = next.get(level.level_id);
      if (previous?.to === level.amount_cents) continue;
      next.set(level.level_id, nextJackpotTick(previous, level.amount_cents, at));
      changed = true;
    }
    if (changed) ticks.value = next;
  }

  const list = createResource<readonly Jackpot[]>({
    load: async () => {
      const answer = await http.get(
        routePath('jackpotList'),
        jackpotSchemas((module) => module.JackpotList),
        { display: true },
      );
      take(
        answer.flatMap((jackpot) =>
          jackpot.levels.map((level) => ({ level_id: level.id, amount_cents: level.amount_cents })),
        ),
      );
      return answer;
    },
    initial: [],
    events,
    reloadOn: ['realtime:resync'],
    clearOnSignOut: false,
  });

  const winFamily = createResourceFamily<string, readonly JackpotWin[]>({
    load: (jackpot) =>
      http
        .get(
          routePath('jackpotWins'),
          jackpotSchemas((module) => module.JackpotWinList),
          { display: true, query: { jackpot: jackpot || undefined } },
        )
        .catch((error: unknown) => {
          console.error('casino: the jackpot wins could not be loaded', error);
          return [];
        }),
    keyOf: (jackpot) => jackpot,
    initial: [],
    events,
    reloadOn: ['realtime:resync'],
    clearOnSignOut: false,
  });
  /** The wins lists asked for: a win reloads those in use. */
  const askedWins = new Set<string>();
  const wins: ResourceFamily<string, readonly JackpotWin[]> = {
    get(jackpot) {
      askedWins.add(jackpot);
      return winFamily.get(jackpot);
    },
  };

  events.on('realtime:jackpot_win_award', ({ data }) => {
    void readFrame(
      casino,
      'jackpot_win_award',
      data,
      (module) => module.JackpotWinAward,
      false,
      (award) => {
        win.value = award;
        for (const jackpot of askedWins) {
          const resource = winFamily.get(jackpot);
          if (resource.status.peek() !== 'idle') void resource.reload();
        }
      },
    );
  });
  events.on('logout', () => {
    win.value = null;
  });

  function change({ data }: { data: unknown }): void {
    void readFrame<JackpotsChange>(
      casino,
      'public:jackpots_changes',
      data,
      (module) => module.JackpotsChange,
      true,
      (frame) => take(frame.levels),
    );
  }

  /** Follows the channel while the connection is open (reloading the list when it opens again), polls while not. */
  function startLive(): () => void {
    const pollMs = options.pollMs ?? JACKPOTS_POLL_MS;
    events.on('realtime:public:jackpots_changes', change);
    const unwatchChannel = realtime.watch('public:jackpots_changes');
    let missed = false;
    const stopFollowing = effect(() => {
      if (realtime.status.value === 'open') {
        if (missed) void list.reload();
        missed = false;
        return;
      }
      missed = true;
      const timer = setInterval(() => void list.reload(), pollMs);
      return () => clearInterval(timer);
    });
    return () => {
      events.off('realtime:public:jackpots_changes', change);
      unwatchChannel();
      stopFollowing();
    };
  }

  return {
    list,
    ticks,
    wins,
    win,
    dismissWin() {
      win.value = null;
    },
    watch() {
      watchers += 1;
      if (watchers === 1) {
        void list.ensure();
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
