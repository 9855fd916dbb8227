import * as z from 'zod/mini';

/** What a wheel spin costs in comp points in one currency (loyalty.md §9: read per currency, EUR as the fallback). */
export const WheelSpinCost = z.object({ currency: z.string(), points: z.int() });
export type WheelSpinCost = z.infer<typeof WheelSpinCost>;

/** A wheel page: `/{product}-wheel` (`rocketmart-wheel`, `casino-wheel`, …), shown when `enabled`. */
export const WheelPage = z.object({ product: z.string(), enabled: z.boolean() });
export type WheelPage = z.infer<typeof WheelPage>;

/**
 * GET /api/fe/config/wheel-config (loyalty.md §7; shape ours): the spin cost per currency (a currency without a row
 * costs what EUR costs; EUR always has one), the group-key prefixes of loot boxes that are wheel spins, the group key
 * a spin bought with points gets, and the wheel pages.
 */
export const WheelConfig = z.object({
  spin_cost: z.array(WheelSpinCost),
  lootbox_group_keys: z.array(z.string()),
  spin_group_key: z.string(),
  pages: z.array(WheelPage),
});
export type WheelConfig = z.infer<typeof WheelConfig>;

/** One segment of the wheel, clockwise from the top: what it shows and its relative chance. */
export const WheelSegment = z.object({
  label: z.string(),
  /** The prize in words ("50 free spins on Starburst, wager x3"). */
  description: z.string(),
  weight: z.int(),
});
export type WheelSegment = z.infer<typeof WheelSegment>;

/**
 * GET /api/fe/config/wheel-config-segments (loyalty.md §4, shape ours): the segments of the signed-in player's first
 * user group that has a configuration (`key` is its id), or of `default` (guests and players of no such group). A
 * spin's loot box has these segments as its items, in this order, so its `prize_index` is the segment to land on.
 */
export const WheelSegments = z.object({
  key: z.string(),
  segments: z.array(WheelSegment),
});
export type WheelSegments = z.infer<typeof WheelSegments>;
