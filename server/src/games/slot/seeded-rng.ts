import type { SlotRng } from './rng';

/**
 * A fast, reproducible RNG (mulberry32) for tests and simulations of millions of spins; predictable, so never
 * for play, which uses `cryptoRng`. Its `int` has a bias below `bound / 2^32`.
 */
export function seededRng(seed: number): SlotRng {
  let state = seed >>> 0;
  return {
    int(bound) {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * bound);
    },
  };
}
