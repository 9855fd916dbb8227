import type { WheelSpinCost } from '../contract/wheel';

/** The currency whose spin cost applies when the player's currency has none (loyalty.md §9). */
export const SPIN_COST_FALLBACK_CURRENCY = 'EUR';

/**
 * What a wheel spin costs a player of `currency`, in comp points (loyalty.md §9: read per currency, falling back to
 * EUR); null when neither is configured.
 */
export function wheelSpinCost(costs: readonly WheelSpinCost[], currency: string | null | undefined): number | null {
  const own = costs.find((cost) => cost.currency === currency);
  const fallback = costs.find((cost) => cost.currency === SPIN_COST_FALLBACK_CURRENCY);
  return (own ?? fallback)?.points ?? null;
}
