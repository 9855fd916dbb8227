import type { PromoPrize } from '@casino/sdk/contract';
import { useCallback } from 'react';
import { useFormat } from '../format/useFormat';
import { useTournamentsT } from './useTournamentsT';

/** Internal: what a prize place gives, in words ("€50.00 + 20 free spins"); empty for a place that gives nothing. */
export function usePrizeText(): (prize: PromoPrize) => string {
  const { t } = useTournamentsT();
  const { money } = useFormat();
  return useCallback(
    (prize: PromoPrize) => {
      const parts: string[] = [];
      if (prize.money_award_cents > 0) parts.push(money(prize.money_award_cents, prize.currency));
      if (prize.freespins_count > 0) parts.push(t('tournaments.prize.freespins', { count: prize.freespins_count }));
      if (prize.bonus_amount_cents > 0) {
        parts.push(t('tournaments.prize.bonus', { amount: money(prize.bonus_amount_cents, prize.currency) }));
      }
      return parts.join(' + ');
    },
    [t, money],
  );
}
