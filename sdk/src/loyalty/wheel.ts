import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { Lootbox, LootboxActivation } from '../contract/lootboxes';
import { routePath } from '../contract/routes';
import { WheelConfig, WheelSegments } from '../contract/wheel';
import { createResource, type Resource } from '../resource/resource';
import { isActiveWheelSpin } from '../rules/lootboxes';
import { wheelSpinCost } from '../rules/wheel';
import type { LoyaltyCasino } from './comp-points';
import type { LootboxesModule } from './lootboxes';

/**
 * Where a spin of the wheel is: `idle` (ready), `spinning` (the activation is on its way), `result` (the server chose
 * `segment`, the index in the wheel's segments to land on, and paid the prize) or `failed` (nothing was won; the wheel
 * can spin again).
 */
export type WheelSpin =
  | { status: 'idle' }
  | { status: 'spinning' }
  | { status: 'result'; segment: number; activation: LootboxActivation }
  | { status: 'failed'; error: unknown };

/** The prize wheel (loyalty.md §2–§4, §9): its configuration and segments, the player's spins and the spin itself. */
export interface WheelModule {
  /** GET /api/fe/config/wheel-config: spin cost per currency and the wheel pages; kept at sign-out. */
  readonly config: Resource<WheelConfig | null>;
  /** GET /api/fe/config/wheel-config-segments: the segments of the player's first configured group (or the default); loaded again at sign-in and sign-out. */
  readonly segments: Resource<WheelSegments | null>;
  /** The player's wheel spins (active wheel spins of the loot boxes); 0 for guests. */
  readonly spinsLeft: ReadonlySignal<number>;
  /** The wheel spin the next `start()` opens: the one that expires first; null when none is left. */
  readonly nextSpin: ReadonlySignal<Lootbox | null>;
  /** What a spin costs the player in comp points (per currency, EUR fallback); null until the config has loaded. */
  readonly spinCost: ReadonlySignal<number | null>;
  /** The spin's state. Defaults to `idle`. */
  readonly spin: ReadonlySignal<WheelSpin>;
  /**
   * Spins: activates the player's wheel spin that expires first, and ends in `result` with the segment the server
   * chose, or in `failed` (a refusal, no spin left). While a spin runs, answers the same promise. Never rejects.
   */
  start(): Promise<WheelSpin>;
  /** Back to `idle` after a result or a failure, for the next spin. */
  reset(): void;
}

/** Options of {@link createWheel}. */
export interface WheelOptions {
  /** Clock in ms, for the spins' deadlines. Defaults to `Date.now`. */
  now?: () => number;
}

/** The spin to use first: the one that expires first (no deadline last), then the oldest. */
function firstToExpire(a: Lootbox, b: Lootbox): number {
  const deadline = (box: Lootbox) =>
    box.valid_until === null ? Number.POSITIVE_INFINITY : Date.parse(box.valid_until);
  return deadline(a) - deadline(b) || a.id - b.id;
}

/** Creates the wheel of a casino over its loot boxes (a spin is the activation of a wheel loot box). */
export function createWheel(
  casino: LoyaltyCasino,
  lootboxes: LootboxesModule,
  options: WheelOptions = {},
): WheelModule {
  const { http, events, state } = casino;
  const now = options.now ?? Date.now;
  const config = createResource<WheelConfig | null>({
    load: () => http.get(routePath('wheelConfig'), WheelConfig),
    initial: null,
    events,
    clearOnSignOut: false,
  });
  const segments = createResource<WheelSegments | null>({
    load: () => http.get(routePath('wheelSegments'), WheelSegments),
    initial: null,
    events,
    reloadOn: ['login', 'logout'],
    clearOnSignOut: false,
  });
  const spin = signal<WheelSpin>({ status: 'idle' });
  let running: Promise<WheelSpin> | null = null;
  events.on('logout', () => {
    spin.value = { status: 'idle' };
  });

  const nextSpin = computed(() => {
    const at = new Date(now());
    const spins = lootboxes.list.data.value.filter((candidate) => isActiveWheelSpin(candidate, at));
    return spins.sort(firstToExpire)[0] ?? null;
  });

  async function spinOnce(): Promise<WheelSpin> {
    const box = nextSpin.peek();
    if (!box) {
      return {
        status: 'failed',
        error: new Error('casino: the player has no wheel spin left; get one in the Rocket Mart.'),
      };
    }
    spin.value = { status: 'spinning' };
    try {
      const activation = await lootboxes.activate(box.id);
      return { status: 'result', segment: activation.prize_index, activation };
    } catch (error) {
      return { status: 'failed', error };
    }
  }

  return {
    config,
    segments,
    spinsLeft: lootboxes.wheelSpins,
    nextSpin,
    spinCost: computed(() => {
      const costs = config.data.value?.spin_cost;
      return costs ? wheelSpinCost(costs, state.activeAccount.value?.currency) : null;
    }),
    spin,
    start() {
      running ??= spinOnce().then((end) => {
        running = null;
        spin.value = end;
        return end;
      });
      return running;
    },
    reset() {
      if (!running) spin.value = { status: 'idle' };
    },
  };
}
