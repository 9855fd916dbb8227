import type { JackpotWin } from '../contract/jackpots';
import {
  biggestJackpotWins,
  JACKPOT_TICK_MAX_MS,
  JACKPOT_TICK_MIN_MS,
  jackpotAmountAt,
  jackpotMajorAmount,
  latestJackpotWins,
  maskWinnerName,
  nextJackpotTick,
} from './jackpots';

const win = (id: number, day: number, pool: number): JackpotWin => ({
  id,
  amount_cents: pool,
  currency: 'EUR',
  jackpot_name: 'Mystic',
  jackpot_level_name: 'Major',
  approved_at: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  created_at: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  jackpot_level_external_code: 'major',
  jackpot_external_code: 'mystic',
  user_name: 'player***',
  jackpot_original_currency: 'EUR',
  jackpot_original_amount_cents: pool,
});

describe('jackpot rules', () => {
  it('masks a winner name to its first 6 characters plus asterisks', () => {
    expect(maskWinnerName('jackpotwinner')).toBe('jackpo***');
    expect(maskWinnerName('  Ana ')).toBe('Ana***');
    expect(maskWinnerName('Željko🎰Ivanović')).toBe('Željko***');
  });

  it('writes amounts as cents divided by 100', () => {
    expect(jackpotMajorAmount(1_234_567)).toBe(12_345.67);
    expect(jackpotMajorAmount(5)).toBe(0.05);
  });

  it('keeps 5 per list: the latest by date, the biggest by the pool in the jackpot currency', () => {
    const wins = [win(1, 1, 900), win(2, 2, 50), win(3, 3, 7_000), win(4, 4, 10), win(5, 5, 300), win(6, 6, 20)];
    expect(latestJackpotWins(wins).map((w) => w.id)).toEqual([6, 5, 4, 3, 2]);
    expect(biggestJackpotWins(wins).map((w) => w.id)).toEqual([3, 1, 5, 2, 6]);
    expect(biggestJackpotWins(wins, 2).map((w) => w.id)).toEqual([3, 1]);
  });

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
