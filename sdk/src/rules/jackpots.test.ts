import type { JackpotWin } from '../contract/jackpots';
import { biggestJackpotWins, latestJackpotWins, maskWinnerName } from './jackpots';

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

  it('keeps 5 per list: the latest by date, the biggest by the pool in the jackpot currency', () => {
    const wins = [win(1, 1, 900), win(2, 2, 50), win(3, 3, 7_000), win(4, 4, 10), win(5, 5, 300), win(6, 6, 20)];
    expect(latestJackpotWins(wins).map((w) => w.id)).toEqual([6, 5, 4, 3, 2]);
    expect(biggestJackpotWins(wins).map((w) => w.id)).toEqual([3, 1, 5, 2, 6]);
    expect(biggestJackpotWins(wins, 2).map((w) => w.id)).toEqual([3, 1]);
  });
});
