/** Paylines every spin plays: the total bet is this many line bets. */
export const PAYLINE_COUNT = 20;

/** The line bet a game starts with when it is one of the steps: 10 minor units (a total bet of 200). */
export const DEFAULT_LINE_BET_CENTS = 10;

/**
 * Line bets the selector offers, in minor units: 1, 2, 5, 10, 20, 50, … within the bounds (both ends included even
 * when they are not on the 1-2-5 ladder), smallest first.
 */
export function lineBetSteps(min: number, max: number): number[] {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min < 1 || max < min) {
    throw new RangeError(`line bet bounds must be whole minor units with 1 ≤ min ≤ max, got ${min}…${max}`);
  }
  const steps = new Set<number>([min]);
  for (let decade = 1; decade <= max; decade *= 10) {
    for (const factor of [1, 2, 5]) {
      const step = factor * decade;
      if (step >= min && step <= max) steps.add(step);
    }
  }
  steps.add(max);
  return [...steps].sort((a, b) => a - b);
}

/** The starting line bet: {@link DEFAULT_LINE_BET_CENTS} when offered, else the step nearest to it. */
export function defaultLineBet(steps: readonly number[]): number {
  let best = steps[0];
  if (best === undefined) throw new RangeError('there are no line bet steps to choose from');
  for (const step of steps) {
    if (Math.abs(step - DEFAULT_LINE_BET_CENTS) < Math.abs(best - DEFAULT_LINE_BET_CENTS)) best = step;
  }
  return best;
}

/** The total bet of a spin: every payline at the line bet. */
export function totalBet(lineBetCents: number, paylines = PAYLINE_COUNT): number {
  return lineBetCents * paylines;
}
