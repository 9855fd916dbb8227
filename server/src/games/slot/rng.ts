import { randomInt } from 'node:crypto';

/** Where a spin gets its reel stops from. */
export interface SlotRng {
  /** A uniformly distributed integer in `[0, bound)`. */
  int(bound: number): number;
}

/** The production RNG: `crypto.randomInt`, a CSPRNG without modulo bias. Every real and demo spin uses it. */
export const cryptoRng: SlotRng = {
  int: (bound) => randomInt(bound),
};
