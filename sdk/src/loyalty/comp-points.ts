import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { Casino } from '../casino';
import { type CompPoints, CompPoints as CompPointsSchema, CompsAward } from '../contract/comp-points';
import { StatusList } from '../contract/info';
import { routePath } from '../contract/routes';
import { RealtimeFrameError } from '../realtime/frame-error';
import { createResource, type Resource } from '../resource/resource';
import { type CompPointLevel, compPointLevels, type LevelProgress, levelProgress } from '../rules/comp-point-levels';
import { onSignIn } from '../session/on-sign-in';

/** What the loyalty modules use of a casino (any `createCasino()` result has it). */
export type LoyaltyCasino = Pick<Casino, 'http' | 'state' | 'session' | 'events' | 'wallet'>;

/** The player's comp points and where they stand among the levels. */
export interface CompPointsModule {
  /** GET /api/player/comp_points: spendable (`chargeable`) and lifetime (`persistent`) points; `null` for guests. */
  readonly balance: Resource<CompPoints | null>;
  /** The twelve levels (GET /api/info/statuses), lowest first; loaded on first `ensure()`, kept at sign-out. */
  readonly levels: Resource<readonly CompPointLevel[]>;
  /** Spendable points; `null` until the balance has loaded and for guests. */
  readonly chargeable: ReadonlySignal<number | null>;
  /** Level, next level and progress of the persistent points; `null` until both have loaded and for guests. */
  readonly progress: ReadonlySignal<LevelProgress | null>;
}

/**
 * Creates the comp points of a casino. The balance loads at sign-in (at once for an open session) and on
 * `realtime:resync`, clears at sign-out, and takes the balances of each `realtime:comps_award` once its data has been
 * parsed (a frame that breaks the contract is dropped and reported as `realtime:error`); an award with `level_up`
 * reloads the profile, whose status may have moved with the level (loyalty.md §4).
 */
export function createCompPoints(casino: LoyaltyCasino): CompPointsModule {
  const { http, events, state } = casino;
  const balance = createResource<CompPoints | null>({
    load: () => http.get(routePath('compPoints'), CompPointsSchema),
    initial: null,
    events,
    reloadOn: ['realtime:resync'],
  });
  const levels = createResource<readonly CompPointLevel[]>({
    load: async () => compPointLevels(await http.get(routePath('statuses'), StatusList)),
    initial: [],
    events,
    clearOnSignOut: false,
  });
  onSignIn(state.loginState, () => void balance.reload());
  events.on('realtime:comps_award', ({ data }) => {
    const award = CompsAward.safeParse(data);
    if (!award.success) {
      events.emit('realtime:error', {
        error: new RealtimeFrameError(`comps_award data does not match its contract (${award.error.message})`, data),
      });
      return;
    }
    if (state.loginState.peek() !== 'logged') return;
    balance.set({ chargeable: award.data.chargeable, persistent: award.data.persistent });
    if (award.data.level_up) void casino.session.reloadProfile();
  });

  const chargeable = computed(() => balance.data.value?.chargeable.points ?? null);
  const progress = computed(() => {
    const points = balance.data.value?.persistent.points;
    return points === undefined ? null : levelProgress(points, levels.data.value);
  });
  return { balance, levels, chargeable, progress };
}
