import type { AdventurePrize } from '@casino/sdk/contract';
import { useFormat } from '../format/useFormat';
import { useVipT } from '../vip/useVipT';

/**
 * Internal: what an adventure prize gives, in words ("€10 bonus · wager ×30", "20 free spins"); the game of free spins
 * is an identifier, which the prize's title names for people.
 */
export function usePrizeText(currency: string): (prize: AdventurePrize) => string {
  const { t } = useVipT();
  const { money } = useFormat();
  return (prize) => {
    const parts =
      prize.type === 'fs'
        ? [t('vip.adventure.prize.fs', { count: prize.freespins_count ?? 0 })]
        : [
            t('vip.adventure.prize.bonus', { amount: money(prize.amount_cents ?? 0, currency) }),
            prize.wager_multiplier ? t('vip.adventure.prize.wager', { times: prize.wager_multiplier }) : null,
          ];
    return parts.filter(Boolean).join(' · ');
  };
}
