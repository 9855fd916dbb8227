import { computed, type ReadonlySignal } from '@preact/signals-core';
import { isWheelGroupKey, type Lootbox, LootboxActivation, LootboxChange, LootboxList } from '../contract/lootboxes';
import { routePath } from '../contract/routes';
import { newIdempotencyKey } from '../payments/idempotency-key';
import { createResource, type Resource } from '../resource/resource';
import { activeWheelSpins, isLootboxShown } from '../rules/lootboxes';
import { onSignIn } from '../session/on-sign-in';
import type { LoyaltyCasino } from './comp-points';

/** The player's loot boxes (loyalty.md §3–§4): the list, what of it is shown, the wheel spins among them, opening one. */
export interface LootboxesModule {
  /** GET /api/player/lootboxes: every box of the player, any stage; `[]` for guests. */
  readonly list: Resource<readonly Lootbox[]>;
  /** The boxes shown (`isLootboxShown`: not expired, not opened on an earlier day), wheel spins left out, in `display` order. */
  readonly shown: ReadonlySignal<readonly Lootbox[]>;
  /** How many wheel spins the player has (`activeWheelSpins`). */
  readonly wheelSpins: ReadonlySignal<number>;
  /**
   * Opens a box: POST /api/player/lootboxes/{id}/activation with an `Idempotency-Key` (the same one again after a
   * failure, so a retry never opens it twice), then puts the opened box into `list`. Throws `CasinoHttpError` on refusal.
   */
  activate(id: number): Promise<LootboxActivation>;
}

/** Options of {@link createLootboxes}. */
export interface LootboxesOptions {
  /** Clock in ms, for deadlines and "today". Defaults to `Date.now`. */
  now?: () => number;
}

/** Puts `box` in place of the one with its id, or adds it. */
function upsert(list: readonly Lootbox[], box: Lootbox): readonly Lootbox[] {
  return list.some((known) => known.id === box.id)
    ? list.map((known) => (known.id === box.id ? box : known))
    : [...list, box];
}

const byDisplay = (a: Lootbox, b: Lootbox) => a.display - b.display || a.id - b.id;

/**
 * Creates the loot boxes of a casino. The list loads at sign-in (at once for an open session) and on
 * `realtime:resync`, clears at sign-out, and takes each `realtime:lootboxes_changes` box once its data has been parsed
 * (a frame that breaks the contract is dropped and reported as `realtime:error`).
 */
export function createLootboxes(casino: LoyaltyCasino, options: LootboxesOptions = {}): LootboxesModule {
  const { http, events, state } = casino;
  const now = () => new Date((options.now ?? Date.now)());
  const list = createResource<readonly Lootbox[]>({
    load: () => http.get(routePath('lootboxes'), LootboxList),
    initial: [],
    events,
    reloadOn: ['realtime:resync'],
  });
  const keys = new Map<number, string>();
  onSignIn(state.loginState, () => void list.reload());
  events.on('logout', () => keys.clear());
  events.on('realtime:lootboxes_changes', ({ data }) => {
    const box = LootboxChange.safeParse(data);
    if (!box.success) {
      events.emit('realtime:error', {
        error: new TypeError(`lootboxes_changes: the data does not match its contract (${box.error.message})`),
      });
      return;
    }
    if (state.loginState.peek() === 'logged') list.set(upsert(list.data.peek(), box.data));
  });

  return {
    list,
    shown: computed(() => {
      const at = now();
      return list.data.value
        .filter((box) => !isWheelGroupKey(box.group_key) && isLootboxShown(box, at))
        .sort(byDisplay);
    }),
    wheelSpins: computed(() => activeWheelSpins(list.data.value, now())),
    async activate(id) {
      const key = keys.get(id) ?? newIdempotencyKey();
      keys.set(id, key);
      const activation = await http.post(routePath('activateLootbox', { id }), undefined, LootboxActivation, {
        headers: { 'Idempotency-Key': key },
      });
      list.set(upsert(list.data.peek(), activation.lootbox));
      return activation;
    },
  };
}
