import { batch, type ReadonlySignal, signal } from '@preact/signals-core';
import type { CasinoEmitter, CasinoEvents } from '../events';

/** Where a resource stands: never asked for, loading, loaded, or its last load failed. */
export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A piece of remote state: its value, its status and its last error as signals, and a way to load it again. */
export interface Resource<T> {
  /** The last value loaded (or set); `initial` before the first answer and after sign-out. Kept while a reload runs or fails. */
  readonly data: ReadonlySignal<T>;
  /** `idle` until the first load, `loading` until an answer, `ready`, or `error`. A reload of a `ready` one stays `ready`. */
  readonly status: ReadonlySignal<ResourceStatus>;
  /** What the last load threw; kept while a reload runs, `null` after an answer, a `set` or a `clear`. */
  readonly error: ReadonlySignal<unknown>;
  /**
   * Loads again, so that the answer is at least as new as the call: while a load runs, one more load follows it,
   * shared by every reload asked meanwhile (a change made just before the call is never answered by a request sent
   * before it). Never rejects: a failure ends in `status` `error`.
   */
  reload(): Promise<void>;
  /** Loads once: starts a load unless the resource is loading or ready. */
  ensure(): Promise<void>;
  /** Takes a value the platform answered elsewhere (a write's answer); an older load still running is ignored. */
  set(value: T): void;
  /** Back to `idle` with `initial`; an answer still in flight is ignored. */
  clear(): void;
}

/** Options of {@link createResource}. */
export interface ResourceOptions<T> {
  /** Loads the value; a rejection becomes the resource's `error`. */
  load: () => Promise<T>;
  /** The value before the first answer and after sign-out. */
  initial: T;
  /** The casino's event bus, for `reloadOn` and sign-out clearing. Defaults to none (no events). */
  events?: CasinoEmitter;
  /** Events after which a resource in use (not `idle`) loads again, e.g. `realtime:resync`. Defaults to `[]`. */
  reloadOn?: readonly (keyof CasinoEvents)[];
  /** Whether `logout` clears the resource (state of the player). Defaults to `true`. */
  clearOnSignOut?: boolean;
}

/**
 * Creates a resource. Each load gets a generation; an answer whose generation is not the latest (a newer load, a
 * `set` or a `clear` came after it) changes nothing, so a slow answer never overwrites a newer one.
 */
export function createResource<T>(options: ResourceOptions<T>): Resource<T> {
  const { load, initial, events } = options;
  const data = signal<T>(initial);
  const status = signal<ResourceStatus>('idle');
  const error = signal<unknown>(null);
  let generation = 0;
  let running: Promise<void> | null = null;
  let following: Promise<void> | null = null;

  /** Ends every load in flight (their answers are dropped) and shows `next`. */
  function settle(next: ResourceStatus, value: T, failure: unknown = null) {
    generation += 1;
    running = null;
    batch(() => {
      data.value = value;
      error.value = failure;
      status.value = next;
    });
  }

  function start(): Promise<void> {
    const mine = ++generation;
    if (status.peek() !== 'ready') status.value = 'loading';
    const settled: Promise<void> = load().then(
      (value) => {
        if (mine === generation) settle('ready', value);
      },
      (failure: unknown) => {
        if (mine === generation) settle('error', data.peek(), failure);
      },
    );
    running = settled;
    return settled;
  }

  function reload(): Promise<void> {
    if (!running) return start();
    following ??= running.then(() => {
      following = null;
      return running ?? start();
    });
    return following;
  }

  const clear = () => settle('idle', initial);
  if (events) {
    for (const name of options.reloadOn ?? []) {
      events.on(name, () => {
        if (status.peek() !== 'idle') void start();
      });
    }
    if (options.clearOnSignOut ?? true) events.on('logout', clear);
  }

  return {
    data,
    status,
    error,
    reload,
    ensure: () => (status.peek() === 'ready' ? Promise.resolve() : (running ?? start())),
    set: (value) => settle('ready', value),
    clear,
  };
}
