/**
 * Pearson's χ² goodness-of-fit test, for the statistical tests of weighted draws (loot boxes, the wheel). The p-value
 * is the χ² distribution's upper tail, the regularised upper incomplete gamma function Q(k/2, x/2) (series below
 * a + 1, Lentz's continued fraction above: Numerical Recipes §6.2), so no table of critical values is needed.
 */

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms: about 15 significant digits). */
export function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0] ?? 0;
  for (let i = 1; i < c.length; i += 1) sum += (c[i] ?? 0) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const EPSILON = 1e-15;
const TINY = 1e-300;
const MAX_ITERATIONS = 10_000;

/** The regularised upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a), for a > 0 and x ≥ 0. */
export function upperRegularizedGamma(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) throw new RangeError(`Q(${a}, ${x}) is undefined`);
  if (x === 0) return 1;
  const logPrefix = a * Math.log(x) - x - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_ITERATIONS && Math.abs(term) > Math.abs(sum) * EPSILON; n += 1) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * Math.exp(logPrefix);
  }
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITERATIONS; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return Math.exp(logPrefix) * h;
}

/** P(X ≥ statistic) for X ~ χ² with `degreesOfFreedom` degrees of freedom. */
export function chiSquarePValue(statistic: number, degreesOfFreedom: number): number {
  return upperRegularizedGamma(degreesOfFreedom / 2, statistic / 2);
}

/** Pearson's statistic of observed counts against the counts expected from `weights` (same length). */
export function chiSquareStatistic(observed: readonly number[], weights: readonly number[]): number {
  if (observed.length !== weights.length) throw new RangeError('one observed count per weight');
  const draws = observed.reduce((sum, count) => sum + count, 0);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let statistic = 0;
  for (const [index, count] of observed.entries()) {
    const expected = (draws * (weights[index] ?? 0)) / total;
    statistic += (count - expected) ** 2 / expected;
  }
  return statistic;
}
