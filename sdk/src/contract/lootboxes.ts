import * as z from 'zod/mini';
import { Bonus, Freespin } from './bonuses';

/** An amount in one currency, minor units (`max_win`, `bonus_amount`, `bet_level`). */
export const CurrencyAmount = z.object({ currency: z.string(), amount_cents: z.int() });
export type CurrencyAmount = z.infer<typeof CurrencyAmount>;

/** Loot box stages (loyalty.md §4): issued (available) → activated (opened) | expired (past `valid_until`) | canceled. */
export const LOOTBOX_STAGES = ['issued', 'activated', 'canceled', 'expired'] as const;
export const LootboxStage = z.enum(LOOTBOX_STAGES);
export type LootboxStage = z.infer<typeof LootboxStage>;

/** How a loot box came to the player: a gift (seeded, a level's gift), a Rocket Mart exchange, or a wheel spin bought with points. */
export const LootboxStrategy = z.enum(['gift', 'exchange', 'purchase']);
export type LootboxStrategy = z.infer<typeof LootboxStrategy>;

/**
 * Group keys of loot boxes that are wheel spins (loyalty.md §3–§4): an issued loot box whose `group_key` starts with
 * one of these counts as an active wheel spin, and its items are the wheel's segments in order.
 */
export const WHEEL_GROUP_KEY_PREFIXES = ['wheel', 'manual_wheel'] as const;

/** Whether a loot box group key is a wheel spin's (starts with `wheel` or `manual_wheel`). */
export function isWheelGroupKey(groupKey: string): boolean {
  return WHEEL_GROUP_KEY_PREFIXES.some((prefix) => groupKey.startsWith(prefix));
}

/** What a prize gives (api-facts §5 `attributes`): free spins count, the games and line bet, or bonus money. */
export const LootboxAttribute = z.union([
  z.object({ field: z.literal('freespins_count'), value: z.int() }),
  /** Game identifiers (`provider/slug`) the free spins are played on. */
  z.object({ field: z.literal('games'), value: z.array(z.string()) }),
  /** Line bet of each free spin, in the loot box's currency. */
  z.object({ field: z.literal('bet_level'), value: z.array(CurrencyAmount) }),
  z.object({ field: z.literal('bonus_amount'), value: z.array(CurrencyAmount) }),
]);
export type LootboxAttribute = z.infer<typeof LootboxAttribute>;

/** How the prize is wagered (api-facts §5 `result_bonus`): a multiple of it to wager (30 or 3) and the most it pays. */
export const LootboxResultField = z.union([
  z.object({ field: z.literal('wager'), value: z.int() }),
  z.object({ field: z.literal('max_win'), value: z.array(CurrencyAmount) }),
]);
export type LootboxResultField = z.infer<typeof LootboxResultField>;

/** The prize of an item: free spins or bonus money, paid through the free-spin or bonus engine on activation. */
export const LootboxBonus = z.object({
  title: z.string(),
  type: z.enum(['freespins', 'bonus']),
  attributes: z.array(LootboxAttribute),
  result_bonus: z.array(LootboxResultField),
});
export type LootboxBonus = z.infer<typeof LootboxBonus>;

/** One weighted prize of a loot box (a wheel's segment, in the same order). `prize` is true on the won item only. */
export const LootboxItem = z.object({
  id: z.int(),
  /** Relative chance: the item is drawn with probability weight / (sum of the box's weights). */
  weight: z.int(),
  prize: z.boolean(),
  bonuses: z.array(LootboxBonus),
});
export type LootboxItem = z.infer<typeof LootboxItem>;

/** GET /api/player/lootboxes item (api-facts §5), plus `activated_at` (loyalty.md §4: hidden once activated on an earlier day). */
export const Lootbox = z.object({
  id: z.int(),
  title: z.string(),
  currency: z.string(),
  created_at: z.string(),
  valid_until: z.nullable(z.string()),
  activated_at: z.nullable(z.string()),
  /** Order on the list: lower first. */
  display: z.int(),
  group_key: z.string(),
  strategy: LootboxStrategy,
  stage: LootboxStage,
  items: z.array(LootboxItem),
});
export type Lootbox = z.infer<typeof Lootbox>;
export const LootboxList = z.array(Lootbox);

/** What an activation issued: a bonus (stage issued, in the player's gifts) or free spins. */
export const LootboxIssued = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bonus'), bonus: Bonus }),
  z.object({ type: z.literal('freespins'), freespins: Freespin }),
]);
export type LootboxIssued = z.infer<typeof LootboxIssued>;

/**
 * POST /api/player/lootboxes/{id}/activation answer (upstream passes it through untyped; ours is typed): the activated
 * box with its won item marked `prize`, that item's index in `items` (for a wheel spin: the segment to land on), and
 * what it issued. Repeating the activation answers the same result; the prize is drawn once.
 */
export const LootboxActivation = z.object({
  lootbox: Lootbox,
  prize_index: z.int(),
  issued: LootboxIssued,
});
export type LootboxActivation = z.infer<typeof LootboxActivation>;

/** `lootboxes_changes` data (api-facts §9 "not found"; ours): the loot box after it was issued, activated or expired. */
export const LootboxChange = Lootbox;
export type LootboxChange = Lootbox;
