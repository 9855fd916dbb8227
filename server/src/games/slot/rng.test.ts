import { randomInt } from 'node:crypto';
import type { SlotRng } from './rng';
import { seededRng } from './seeded-rng';
import { spin } from './spin';

vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  return { ...crypto, randomInt: vi.fn((max: number) => crypto.randomInt(max)) };
});

describe('cryptoRng', () => {
  let cryptoRng: SlotRng;
  // the server's tests share one module graph: ./rng is loaded again so that it imports the mocked node:crypto
  beforeAll(async () => {
    vi.resetModules();
    ({ cryptoRng } = await import('./rng'));
  });

  it('draws every reel stop of a production spin from crypto.randomInt', () => {
    vi.mocked(randomInt).mockClear();
    const result = spin({ lineBetCents: 1 }, cryptoRng);
    expect(vi.mocked(randomInt).mock.calls).toEqual([[41], [41], [41], [40], [40]]);
    expect(vi.mocked(randomInt).mock.results.map((call) => call.value)).toEqual(result.stops);
  });

  it('spreads stops uniformly (chi-square over 41 stops, 41,000 draws)', () => {
    const bound = 41;
    const draws = 41_000;
    const seen = Array.from({ length: bound }, () => 0);
    for (let draw = 0; draw < draws; draw++) {
      const stop = cryptoRng.int(bound);
      expect(Number.isInteger(stop) && stop >= 0 && stop < bound).toBe(true);
      seen[stop] = (seen[stop] ?? 0) + 1;
    }
    const expected = draws / bound;
    const chiSquare = seen.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 40 degrees of freedom: the 99.99th percentile is 82.06, so a fair RNG fails this one time in 10,000.
    expect(chiSquare).toBeLessThan(82.06);
  });
});

describe('seededRng', () => {
  it('repeats its sequence for a seed and stays within the bound', () => {
    const first = seededRng(7);
    const second = seededRng(7);
    const a = Array.from({ length: 100 }, () => first.int(40));
    expect(Array.from({ length: 100 }, () => second.int(40))).toEqual(a);
    expect(a.every((stop) => stop >= 0 && stop < 40)).toBe(true);
    expect(new Set(a).size).toBeGreaterThan(30);
  });
});
