import { defaultRetryDelay } from './retry-delay';

describe('retry delay (api-facts §10: 2^i·1000 ms + rand(0–1000) ms)', () => {
  it('doubles from 1000 ms without jitter', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => defaultRetryDelay(i, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000,
    ]);
  });

  it('adds up to 1000 ms of jitter', () => {
    expect(defaultRetryDelay(0, () => 0.999)).toBe(1999);
    expect(defaultRetryDelay(2, () => 0.5)).toBe(4500);
  });
});
