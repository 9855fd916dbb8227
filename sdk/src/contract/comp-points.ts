import * as z from 'zod/mini';

/** GET /api/player/comp_points (api-facts §5): spendable (`chargeable`) and lifetime (`persistent`) comp points. */
export const CompPoints = z.object({
  chargeable: z.object({ points: z.int() }),
  persistent: z.object({ points: z.int() }),
});
export type CompPoints = z.infer<typeof CompPoints>;

/** What moved a player's comp points: a real round's bet, an exchange in the Rocket Mart, or a change by hand. */
export const CompPointsReason = z.enum(['round', 'exchange', 'adjustment']);
export type CompPointsReason = z.infer<typeof CompPointsReason>;

/**
 * `comps_award` data (api-facts §9 says "not found"; ours, docs/loyalty.md): sent whenever a player's comp points
 * change, with the new balances as GET /api/player/comp_points answers them, the change itself, and the level the
 * persistent balance is in. `level_up` is true when the change moved the player into a higher level: the client then
 * reloads the profile, whose status may have changed with it (loyalty.md §4).
 */
export const CompsAward = z.object({
  chargeable: z.object({ points: z.int() }),
  persistent: z.object({ points: z.int() }),
  /** Points the change added (negative: spent) to each balance. */
  awarded: z.object({ chargeable: z.int(), persistent: z.int() }),
  reason: CompPointsReason,
  /** The level (`level_1` … `level_12` of GET /api/info/statuses) of the new persistent balance; null when none is set up. */
  level: z.nullable(z.object({ id: z.string(), name: z.string() })),
  level_up: z.boolean(),
});
export type CompsAward = z.infer<typeof CompsAward>;
