import type { RateCard } from '@casino/sdk/contract';
import {
  clampQuantity,
  isAffordable,
  missingPoints,
  pricePoints,
  quantityBounds,
  ratePrice,
  showsQuantityStepper,
} from '@casino/sdk/rules';
import { useId, useState } from 'react';
import { useFormat } from '../format/useFormat';
import { useLoyaltyT } from '../loyalty/useLoyaltyT';
import { Button } from '../ui/Button';
import { useCardTitle } from './useCardTitle';

/** Props of {@link RateCardItem}. */
export interface RateCardItemProps {
  card: RateCard;
  /** The player's wallet currency, for the card's price and value (EUR's when the card has none in it). */
  currency: string;
  /** Spendable points; `null` for a guest, who sees prices and no missing amount or stepper. */
  balance: number | null;
  /** Whether an exchange is running (every exchange button is busy). */
  busy: boolean;
  /** The player pressed exchange for `quantity` items. */
  onExchange: (card: RateCard, quantity: number) => void;
}

/**
 * Internal: one card of the Rocket Mart: title, label, price, what it gives, the missing points when the balance is
 * short, the quantity stepper when more than one is affordable (loyalty.md §2, §5), and the exchange button.
 */
export function RateCardItem({ card, currency, balance, busy, onExchange }: RateCardItemProps) {
  const { t } = useLoyaltyT();
  const { count, money } = useFormat();
  const headingId = useId();
  const [chosen, setChosen] = useState(1);
  const price = pricePoints(card, currency);
  const value = ratePrice(card, currency);
  const points = balance ?? 0;
  const bounds = quantityBounds(points, price);
  const quantity = clampQuantity(chosen, bounds);
  const stepper = balance !== null && showsQuantityStepper(points, price);
  const short = balance !== null && !isAffordable(points, price);
  const gameTitles = card.games.map((game) => card.game_titles?.[game] ?? game);
  const title = useCardTitle(currency)(card);

  return (
    <article className="casino-mart__card" aria-labelledby={headingId}>
      <div className="casino-mart__card-head">
        <h3 id={headingId}>{title}</h3>
        {card.label ? <span className="casino-mart__label">{t(`loyalty.mart.label.${card.label}`)}</span> : null}
      </div>
      <p className="casino-mart__price">{t('loyalty.mart.price', { points: count(price) })}</p>
      {card.type === 'money' && value ? (
        <p className="casino-mart__detail">
          {t('loyalty.mart.cash', { amount: money(value.amount_cents, value.currency) })}
        </p>
      ) : null}
      {card.type === 'freespins' && value && card.rate.freespins_count ? (
        <p className="casino-mart__detail">
          {t('loyalty.mart.spins', {
            count: count(card.rate.freespins_count),
            bet: money(value.amount_cents, value.currency),
          })}
        </p>
      ) : null}
      {card.description ? <p className="casino-mart__detail">{card.description}</p> : null}
      {gameTitles.length > 0 ? (
        <p className="casino-mart__detail">{t('loyalty.mart.games', { games: gameTitles.join(', ') })}</p>
      ) : null}
      {card.wager > 0 ? <p className="casino-mart__detail">{t('loyalty.mart.wager', { wager: card.wager })}</p> : null}
      <div className="casino-mart__actions">
        {short ? (
          <p className="casino-mart__missing">
            {t('loyalty.mart.missing', { points: count(missingPoints(points, price)) })}
          </p>
        ) : null}
        {stepper ? (
          <fieldset className="casino-mart__stepper">
            <legend className="casino-visually-hidden">{t('loyalty.mart.quantity', { title })}</legend>
            <Button
              variant="secondary"
              aria-label={t('loyalty.mart.decrease')}
              disabled={quantity <= bounds.min}
              onClick={() => setChosen(quantity - 1)}
            >
              −
            </Button>
            <output aria-live="polite">{quantity}</output>
            <Button
              variant="secondary"
              aria-label={t('loyalty.mart.increase')}
              disabled={quantity >= bounds.max}
              onClick={() => setChosen(quantity + 1)}
            >
              +
            </Button>
          </fieldset>
        ) : null}
        {stepper && quantity > 1 ? (
          <p className="casino-mart__detail">{t('loyalty.mart.total', { points: count(price * quantity) })}</p>
        ) : null}
        <Button
          busy={busy}
          aria-label={t('loyalty.mart.exchange_label', { title })}
          onClick={() => onExchange(card, quantity)}
        >
          {t('loyalty.mart.exchange')}
        </Button>
      </div>
    </article>
  );
}
