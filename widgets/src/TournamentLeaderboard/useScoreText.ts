import type { TournamentPlayerStatus, TournamentStrategy } from '@casino/sdk/contract';
import { useCallback } from 'react';
import { useFormat } from '../format/useFormat';

/** Internal: a player's score as the tournament's strategy counts it: bet or win sum in `currency`, best multiplier, rounds. */
export function useScoreText(strategy: TournamentStrategy, currency: string): (row: TournamentPlayerStatus) => string {
  const { money, count } = useFormat();
  return useCallback(
    (row: TournamentPlayerStatus) => {
      if (strategy === 'bet') return money(row.bet_cents, currency);
      if (strategy === 'win') return money(row.win_cents, currency);
      if (strategy === 'rate') return `×${row.rate.toFixed(2)}`;
      return count(row.games_taken);
    },
    [strategy, currency, money, count],
  );
}
