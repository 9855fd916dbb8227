import { randomInt } from 'node:crypto';

/** A uniform integer in `[0, max)`; the server's is node:crypto's `randomInt` (a CSPRNG, without modulo bias). */
export type UniformInt = (max: number) => number;

/** node:crypto's CSPRNG as a {@link UniformInt}. */
export const cryptoUniformInt: UniformInt = (max) => randomInt(max);

/** Largest weight total {@link drawWeighted} accepts: `randomInt` draws below 2^48. */
const MAX_TOTAL = 2 ** 48 - 1;

/**
 * Draws an index of `weights` with probability weight / total: one uniform integer below the total, then the index
 * whose cumulative range holds it. Weights are positive integers (the `lootbox_prizes` check), so every index can be
 * drawn and nothing is lost to rounding.
 */
export function drawWeighted(weights: readonly number[], uniform: UniformInt = cryptoUniformInt): number {
  let total = 0;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight <= 0)
      throw new RangeError(`weight ${weight} is not a positive integer`);
    total += weight;
  }
  if (weights.length === 0) throw new RangeError('nothing to draw from');
  if (total > MAX_TOTAL) throw new RangeError(`weights total ${total}, above ${MAX_TOTAL}`);
  let ticket = uniform(total);
  for (const [index, weight] of weights.entries()) {
    if (ticket < weight) return index;
    ticket -= weight;
  }
  throw new RangeError(`uniform(${total}) answered ${ticket + total}, outside [0, ${total})`);
}
