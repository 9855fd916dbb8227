/** Amount of a player's first deposit, in major units of the currency (core.md §9 "First deposit amount 50"). */
export const FIRST_DEPOSIT_AMOUNT = 50;

/** Amount presets of the deposit step as multiples of the method's minimum deposit. */
export const DEPOSIT_PRESET_MULTIPLES: readonly number[] = [1, 2, 5, 10, 25];

/** A method's amount bounds in minor units (`termsOfService.restrictions`); a null maximum means no upper bound. */
export interface AmountBounds {
  minAmountCents: number;
  maxAmountCents: number | null;
}

function clamp(cents: number, bounds: AmountBounds): number {
  const atLeastMin = Math.max(cents, bounds.minAmountCents);
  return bounds.maxAmountCents === null ? atLeastMin : Math.min(atLeastMin, bounds.maxAmountCents);
}

/** Pre-filled amount of a first deposit: 50 units of the currency (`subunitsToUnit` minor units each), kept within the method's bounds. */
export function firstDepositAmountCents(subunitsToUnit: number, bounds: AmountBounds): number {
  return clamp(FIRST_DEPOSIT_AMOUNT * subunitsToUnit, bounds);
}

/**
 * Amount presets of a deposit method, in minor units: {@link DEPOSIT_PRESET_MULTIPLES} of its minimum, the ones above
 * its maximum left out (card EUR 10–5,000 → 10, 20, 50, 100, 250 EUR).
 */
export function depositPresets(bounds: AmountBounds): number[] {
  return DEPOSIT_PRESET_MULTIPLES.map((multiple) => bounds.minAmountCents * multiple).filter(
    (cents) => cents > 0 && (bounds.maxAmountCents === null || cents <= bounds.maxAmountCents),
  );
}
