import type { RateCard } from '@casino/sdk/contract';
import { ratePrice } from '@casino/sdk/rules';
import { useFormat } from '../format/useFormat';
import { useLoyaltyT } from '../loyalty/useLoyaltyT';

/**
 * Internal: how the Rocket Mart names a card to the player. A cash card is named by what it pays in their currency
 * ("R$55.00 cash"; the catalogue's title names the EUR amount), any other card by its title.
 */
export function useCardTitle(currency: string): (card: RateCard) => string {
  const { t } = useLoyaltyT();
  const { money } = useFormat();
  return (card) => {
    const value = card.type === 'money' ? ratePrice(card, currency) : null;
    return value ? t('loyalty.mart.cash_title', { amount: money(value.amount_cents, value.currency) }) : card.title;
  };
}
