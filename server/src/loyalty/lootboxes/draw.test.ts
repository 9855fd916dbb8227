import { LOOTBOX_CONFIGS } from '../../seed/lootbox-configs';
import { chiSquarePValue, chiSquareStatistic } from '../../testing/chi-square';
import { createSeededRandom } from '../../testing/seeded-random';
import { WHEEL_SPIN_GROUP_KEY } from '../wheel/wheel-config';
import { cryptoUniformInt, drawWeighted, type UniformInt } from './draw';

/** Draws per prize table: at least 10^5 (issue 14). */
const DRAWS = 100_000;
/** A fit is rejected below this p-value. */
const SIGNIFICANCE = 0.001;

function weightsOf(groupKey: string): number[][] {
  const config = LOOTBOX_CONFIGS.find((c) => c.groupKey === groupKey);
  if (!config) throw new Error(`no seeded configuration ${groupKey}`);
  return Object.values(config.tables).map((prizes) => prizes.map((prize) => prize.weight));
}

/**
 * Draws every table `DRAWS` times with `uniform` and answers the p-value of the χ² fit of all of them together: the
 * tables' statistics are independent, so their sum is χ² with the sum of their degrees of freedom (one decision,
 * not one per table, so the chance of a false alarm stays at SIGNIFICANCE).
 */
function fit(tables: readonly number[][], uniform: UniformInt): number {
  let statistic = 0;
  let degrees = 0;
  for (const weights of tables) {
    const counts = weights.map(() => 0);
    for (let i = 0; i < DRAWS; i += 1) {
      const index = drawWeighted(weights, uniform);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    statistic += chiSquareStatistic(counts, weights);
    degrees += weights.length - 1;
  }
  return chiSquarePValue(statistic, degrees);
}

/** A sampler whose tickets lean toward the start of the range (u^1.05 instead of u): rare prizes come too rarely. */
function leaningSampler(seed: number): UniformInt {
  const random = createSeededRandom(seed);
  return (max) => Math.floor(max * random.next() ** 1.05);
}

describe('weighted draw', () => {
  it('maps each ticket of the uniform range to the item whose cumulative range holds it', () => {
    const weights = [3, 1, 6];
    const at = (ticket: number) => drawWeighted(weights, () => ticket);
    expect([0, 1, 2, 3, 4, 5, 9].map(at)).toEqual([0, 0, 0, 1, 2, 2, 2]);
    expect(drawWeighted([7], cryptoUniformInt)).toBe(0);
  });

  it('refuses weights that are not positive integers, an empty table and a sampler outside its range', () => {
    expect(() => drawWeighted([1, 0])).toThrow(RangeError);
    expect(() => drawWeighted([1.5, 2])).toThrow(RangeError);
    expect(() => drawWeighted([])).toThrow(RangeError);
    expect(() => drawWeighted([2, 2], () => 4)).toThrow(RangeError);
  });
});

describe('χ² goodness of fit of the CSPRNG draw (p ≥ 0.001, 10^5 draws per prize table)', () => {
  it('follows the weights of every prize table of the Astro loot box', () => {
    expect(fit(weightsOf('lootbox_astro'), cryptoUniformInt)).toBeGreaterThanOrEqual(SIGNIFICANCE);
  });

  it('follows the weights of every table of the wheel segments', () => {
    expect(fit(weightsOf(WHEEL_SPIN_GROUP_KEY), cryptoUniformInt)).toBeGreaterThanOrEqual(SIGNIFICANCE);
  });

  it('rejects a sampler that leans 5 % toward the first prizes', () => {
    expect(fit(weightsOf('lootbox_astro'), leaningSampler(14))).toBeLessThan(SIGNIFICANCE);
    expect(fit(weightsOf(WHEEL_SPIN_GROUP_KEY), leaningSampler(15))).toBeLessThan(SIGNIFICANCE);
  });
});
