import { JACKPOT_TICK_MAX_MS, JACKPOT_TICK_MIN_MS, jackpotAmountAt, nextJackpotTick } from './jackpot-tick';

describe('jackpot ticks', () => {
  it('shows the first frame at once, then counts up smoothly to the next frame over the time between them', () => {
    const first = nextJackpotTick(undefined, 10_000, 0);
    expect(jackpotAmountAt(first, 0)).toBe(10_000);
    const second = nextJackpotTick(first, 10_400, 1_000);
    expect(second).toEqual({ from: 10_000, to: 10_400, start: 1_000, duration: 1_000 });
    expect(jackpotAmountAt(second, 1_000)).toBe(10_000);
    expect(jackpotAmountAt(second, 1_250)).toBe(10_100);
    expect(jackpotAmountAt(second, 1_500)).toBe(10_200);
    expect(jackpotAmountAt(second, 2_000)).toBe(10_400);
    expect(jackpotAmountAt(second, 9_000)).toBe(10_400);
  });

  it('starts the next count from what is shown when a frame arrives early, never going back', () => {
    const second = nextJackpotTick(nextJackpotTick(undefined, 10_000, 0), 10_400, 1_000);
    const third = nextJackpotTick(second, 10_500, 1_500);
    expect(third.from).toBe(10_200);
    expect(third.duration).toBe(500);
    const shown = [1_500, 1_600, 1_750, 2_000, 2_500].map((t) => jackpotAmountAt(third, t));
    expect(shown).toEqual([10_200, 10_260, 10_350, 10_500, 10_500]);
    for (let i = 1; i < shown.length; i++) expect(shown[i]).toBeGreaterThanOrEqual(shown[i - 1] as number);
  });

  it('clamps the count between the shortest and longest tick', () => {
    const first = nextJackpotTick(undefined, 100, 0);
    expect(nextJackpotTick(first, 200, 10).duration).toBe(JACKPOT_TICK_MIN_MS);
    expect(nextJackpotTick(first, 200, 60_000).duration).toBe(JACKPOT_TICK_MAX_MS);
  });

  it('goes down only after a win: a frame below the last one shows the reseeded pool at once', () => {
    const before = nextJackpotTick(nextJackpotTick(undefined, 50_000, 0), 51_000, 1_000);
    const won = nextJackpotTick(before, 1_000, 1_200);
    expect(jackpotAmountAt(won, 1_200)).toBe(1_000);
    expect(jackpotAmountAt(won, 5_000)).toBe(1_000);
    const same = nextJackpotTick(before, 51_000, 1_500);
    expect(jackpotAmountAt(same, 1_500)).toBe(50_500);
    expect(jackpotAmountAt(same, 9_000)).toBe(51_000);
  });
});
