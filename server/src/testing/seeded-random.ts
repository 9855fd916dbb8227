/** A reproducible stream of random choices: the same seed gives the same choices, in the same order. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One key of `weights`, each drawn in proportion to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
  /** A new independent stream derived from this seed and `label` (e.g. one per operation). */
  fork(label: number): SeededRandom;
}

function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be59b, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

/** A {@link SeededRandom} (mulberry32) driven by the integer `seed`. */
export function createSeededRandom(seed: number): SeededRandom {
  let state = mix(seed, 0);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: SeededRandom = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick(items) {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('cannot pick from an empty list');
      return item;
    },
    weighted(weights) {
      const entries = Object.entries(weights) as [keyof typeof weights, number][];
      let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error('cannot draw from empty weights');
      return last[0];
    },
    fork: (label) => createSeededRandom(mix(seed, label + 1)),
  };
  return random;
}
