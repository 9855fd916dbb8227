import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { Limit, LimitRequest } from '../contract/limits';
import { routePath } from '../contract/routes';
import { coreAnswer } from '../core-answer';
import { CasinoHttpError } from '../errors';
import type { CasinoEmitter } from '../events';
import type { HttpClient } from '../http/client';
import { createResource, type Resource } from '../resource/resource';
import { isActiveLimitReached } from '../rules/limits';

/** Player limits (core.md §3 Limit, api-facts §6): load, set, remove, confirm by emailed token. */
export interface LimitsModule {
  /** The player's limits in force or pending, oldest first. Empty for guests. The `data` of `resource`. */
  readonly limits: ReadonlySignal<Limit[]>;
  /** The limits as a resource: `status` and `error` of the last load, `reload()`. Reloads on `game_limits` and resync. */
  readonly resource: Resource<Limit[]>;
  /** The limits in force that count as reached (core.md §5; a cooling-off or self-exclusion always does). */
  readonly reachedLimits: ReadonlySignal<Limit[]>;
  /**
   * Loads the limits (GET /api/user_limits); joins a load already running. Never rejects: a failure sets
   * `resource.status` to `error` and is logged on `request-error`.
   */
  load(): Promise<void>;
  /** Sets a limit: adding or lowering binds at once, raising waits for the emailed link or 24 h. Rethrows errors. */
  set(request: LimitRequest): Promise<Limit[]>;
  /** Asks to remove a limit (it ends after the emailed link or 24 h; a pending raise is dropped at once). Rethrows errors. */
  remove(id: number): Promise<Limit[]>;
  /** Applies the change of an emailed link (`/profile/limits/confirm?token=…`) at once. Rethrows errors. */
  confirm(token: string): Promise<Limit[]>;
  /** Clears the limits (sign-out). */
  reset(): void;
}

/** What the limits module needs from the casino. */
export interface LimitsDependencies {
  http: HttpClient;
  events: CasinoEmitter;
}

/** Creates the limits module; `limit-reached` fires for each limit that became reached since the last load. */
export function createLimits(deps: LimitsDependencies): LimitsModule {
  const { http, events } = deps;
  const answer = coreAnswer('LimitList');
  const resource = createResource<Limit[]>({
    load: () =>
      http.get(routePath('limits'), answer).catch((error: unknown) => {
        if (!(error instanceof CasinoHttpError && error.status === 401)) {
          events.emit('request-error', { path: routePath('limits'), error });
        }
        throw error;
      }),
    initial: [],
    events,
    reloadOn: ['realtime:game_limits', 'realtime:resync'],
  });
  const reachedLimits = computed(() => resource.data.value.filter(isActiveLimitReached));
  let reachedBefore = new Set<number>();
  reachedLimits.subscribe((reached) => {
    for (const limit of reached) {
      if (!reachedBefore.has(limit.id)) events.emit('limit-reached', { limit });
    }
    reachedBefore = new Set(reached.map((limit) => limit.id));
  });

  function apply(next: Limit[]): Limit[] {
    resource.set(next);
    return next;
  }

  return {
    limits: resource.data,
    resource,
    reachedLimits,
    load: () => resource.reload(),
    async set(request) {
      return apply(await http.post(routePath('setLimit'), request, answer));
    },
    async remove(id) {
      return apply(await http.delete(routePath('removeLimit', { id }), answer));
    },
    async confirm(token) {
      return apply(await http.post(routePath('confirmLimit'), { token }, answer));
    },
    reset() {
      resource.clear();
    },
  };
}
