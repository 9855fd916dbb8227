/** Digits after the decimal point of a jackpot amount (loyalty.md §5: cents divided by 100, two decimals). */
export const JACKPOT_FRACTION_DIGITS = 2;

/** A jackpot amount in major units: cents divided by 100 (loyalty.md §5), whatever the currency's own subunits. */
export function jackpotMajorAmount(cents: number): number {
  return cents / 100;
}
