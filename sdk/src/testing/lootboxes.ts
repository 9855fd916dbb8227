import type { Lootbox, LootboxActivation, LootboxBonus, LootboxItem, WheelConfig, WheelSegment } from '../contract';
import { fixtureBonus, fixtureFreespin } from './bonuses';
import { forPlayer, type RouteResolvers, type Session } from './routes';

/** The signed-in player's loot boxes and the wheel's configuration at start. Every field has a default. */
export interface FixtureLootboxesOptions {
  /** The signed-in player's loot boxes (see {@link fixtureLootbox}, {@link fixtureWheelSpin}). Defaults to none. */
  boxes?: readonly Lootbox[];
  /** GET wheel-config. Defaults to {@link FIXTURE_WHEEL_CONFIG}. */
  wheelConfig?: WheelConfig;
  /** The wheel's segments. Defaults to {@link FIXTURE_WHEEL_SEGMENTS}. */
  segments?: readonly WheelSegment[];
  /** Which item an activation wins, by index. Defaults to the heaviest item (the first of them). */
  draw?: (box: Lootbox) => number;
}

/** The wheel's configuration of the fixture: a spin costs 500 points (EUR, the fallback) or 750 (CAD). */
export const FIXTURE_WHEEL_CONFIG: WheelConfig = {
  spin_cost: [
    { currency: 'EUR', points: 500 },
    { currency: 'CAD', points: 750 },
  ],
  lootbox_group_keys: ['wheel', 'manual_wheel'],
  spin_group_key: 'wheel_rocket_mart',
  pages: [
    { product: 'rocketmart', enabled: true },
    { product: 'casino', enabled: true },
  ],
};

/** Eight segments, clockwise from the top: free spins and bonus money, the small prizes heaviest. */
export const FIXTURE_WHEEL_SEGMENTS: readonly WheelSegment[] = [
  { label: '10 FS', description: '10 free spins on Sweet Bonanza, wager x30', weight: 30 },
  { label: '€5', description: '€5 bonus, wager x30', weight: 25 },
  { label: '25 FS', description: '25 free spins on Sweet Bonanza, wager x30', weight: 15 },
  { label: '€10', description: '€10 bonus, wager x30', weight: 12 },
  { label: '50 FS', description: '50 free spins on Sweet Bonanza, wager x3', weight: 8 },
  { label: '€50', description: '€50 bonus, wager x30', weight: 5 },
  { label: '100 FS', description: '100 free spins on Sweet Bonanza, wager x3', weight: 4 },
  { label: '€500', description: '€500 bonus, wager x3', weight: 1 },
];

/** The prize of a segment as a loot box item's bonus: "€5" is bonus money, "10 FS" free spins. */
function prizeOf(segment: WheelSegment): LootboxBonus {
  const amount = /^€(\d+)$/.exec(segment.label);
  const wager = { field: 'wager' as const, value: segment.description.endsWith('x3') ? 3 : 30 };
  return amount
    ? {
        title: segment.description,
        type: 'bonus',
        attributes: [{ field: 'bonus_amount', value: [{ currency: 'EUR', amount_cents: Number(amount[1]) * 100 }] }],
        result_bonus: [wager],
      }
    : {
        title: segment.description,
        type: 'freespins',
        attributes: [
          { field: 'freespins_count', value: Number.parseInt(segment.label, 10) },
          { field: 'games', value: ['pragmatic/sweet-bonanza'] },
        ],
        result_bonus: [wager],
      };
}

const itemsOf = (segments: readonly WheelSegment[], firstId: number): LootboxItem[] =>
  segments.map((segment, index) => ({
    id: firstId + index,
    weight: segment.weight,
    prize: false,
    bonuses: [prizeOf(segment)],
  }));

/** A loot box of the fixture: an issued weekly box of three prizes valid for a week, unless `fields` say otherwise. */
export function fixtureLootbox(fields: Partial<Lootbox> = {}): Lootbox {
  const id = fields.id ?? 1;
  return {
    id,
    title: 'Weekly loot box',
    currency: 'EUR',
    created_at: '2026-11-20T08:00:00Z',
    valid_until: '2026-12-31T23:59:59Z',
    activated_at: null,
    display: 1,
    group_key: 'lootbox_weekly',
    strategy: 'gift',
    stage: 'issued',
    items: itemsOf(FIXTURE_WHEEL_SEGMENTS.slice(0, 3), id * 100),
    ...fields,
  };
}

/** A wheel spin of the fixture: an issued loot box of group `wheel` whose items are the fixture's segments. */
export function fixtureWheelSpin(fields: Partial<Lootbox> = {}): Lootbox {
  const id = fields.id ?? 1;
  return fixtureLootbox({
    title: 'Wheel spin',
    group_key: 'wheel',
    items: itemsOf(FIXTURE_WHEEL_SEGMENTS, id * 100),
    ...fields,
  });
}

const heaviest = (box: Lootbox) =>
  box.items.reduce((best, item, index) => (item.weight > (box.items[best]?.weight ?? -1) ? index : best), 0);

/**
 * Internal: the loot box and wheel routes of the fixture platform. An activation draws with `draw`, marks the won
 * item, opens the box and issues its prize as an issued bonus or free spins; the same `Idempotency-Key` again answers
 * the same result, another activation of an opened box is refused.
 */
export function createLootboxRoutes(options: FixtureLootboxesOptions, session: Session): RouteResolvers {
  let boxes: Lootbox[] = [...(options.boxes ?? [])];
  const activations = new Map<string, LootboxActivation>();
  const draw = options.draw ?? heaviest;
  const refuse = (status: number, message: string) => ({ status, body: { errors: { base: [message] } } });

  function activate(box: Lootbox): LootboxActivation {
    const index = draw(box);
    const opened: Lootbox = {
      ...box,
      stage: 'activated',
      activated_at: new Date().toISOString(),
      items: box.items.map((item, at) => ({ ...item, prize: at === index })),
    };
    boxes = boxes.map((known) => (known.id === box.id ? opened : known));
    const prize = opened.items[index]?.bonuses[0];
    const issued: LootboxActivation['issued'] =
      prize?.type === 'freespins'
        ? { type: 'freespins', freespins: fixtureFreespin({ id: 900 + box.id, title: prize.title }) }
        : { type: 'bonus', bonus: fixtureBonus({ id: 900 + box.id, title: prize?.title ?? box.title }) };
    return { lootbox: opened, prize_index: index, issued };
  }

  return {
    wheelConfig: () => ({ status: 200, body: options.wheelConfig ?? FIXTURE_WHEEL_CONFIG }),
    wheelSegments: () => ({
      status: 200,
      body: { key: 'default', segments: options.segments ?? FIXTURE_WHEEL_SEGMENTS },
    }),
    lootboxes: forPlayer(session, () => ({ status: 200, body: boxes })),
    activateLootbox: forPlayer(session, ({ params, headers }) => {
      const key = headers.get('Idempotency-Key');
      const repeated = key === null ? undefined : activations.get(key);
      if (repeated) return { status: 200, body: repeated };
      const box = boxes.find((candidate) => candidate.id === Number(params.id));
      if (!box) return refuse(404, 'Loot box not found');
      if (box.stage !== 'issued') return refuse(422, 'This loot box cannot be opened');
      const activation = activate(box);
      if (key !== null) activations.set(key, activation);
      return { status: 200, body: activation };
    }),
  };
}
