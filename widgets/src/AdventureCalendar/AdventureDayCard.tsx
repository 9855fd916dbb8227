import { useFormat } from '../format/useFormat';
import { Button } from '../ui/Button';
import { useVipT } from '../vip/useVipT';
import { AdventureCountdown } from './AdventureCountdown';
import type { AdventureCard } from './adventureCards';
import { usePrizeText } from './usePrizeText';

/** Props of {@link AdventureDayCard}. */
export interface AdventureDayCardProps {
  card: AdventureCard;
  /** The calendar's currency, of the amounts. */
  currency: string;
  /** Whether a player is signed in (guests see no claim button). */
  logged: boolean;
  /** Whether a claim is on its way (every claim button waits). */
  busy: boolean;
  onClaim: (card: AdventureCard) => void;
}

/**
 * Internal: one card of the adventure calendar: the day (or the super prize) with its state, prize, the condition's
 * progress (conditions met, deposits and bets counted against those asked, the window), the active day's expiry
 * timer, and Claim while its prize can be claimed.
 */
export function AdventureDayCard({ card, currency, logged, busy, onClaim }: AdventureDayCardProps) {
  const { t } = useVipT();
  const { money } = useFormat();
  const prizeText = usePrizeText(currency);
  const day = card.source;
  const name = card.day === 'superb' ? t('vip.adventure.superb') : t('vip.adventure.day', { day: card.day });
  return (
    <li
      className="casino-adventure__card"
      data-state={card.state}
      aria-current={card.state === 'active' ? 'date' : undefined}
    >
      <h3>{name}</h3>
      {card.state === 'superb' ? null : (
        <p className="casino-adventure__state">{t(`vip.adventure.state.${card.state}`)}</p>
      )}
      <p>
        <strong>{card.prize.title}</strong>
      </p>
      <p className="casino-vip-muted">{prizeText(card.prize)}</p>
      {day ? (
        <>
          {logged ? <p>{t('vip.adventure.steps', { step: day.step, total: day.stepTotal })}</p> : null}
          {day.condition.minDep > 0 ? (
            <p>
              {t('vip.adventure.deposit', {
                amount: money(day.depositCents, currency),
                threshold: money(day.condition.minDep, currency),
              })}
            </p>
          ) : null}
          {day.condition.wager > 0 ? (
            <p>
              {t('vip.adventure.wager', {
                amount: money(day.wagerCents, currency),
                threshold: money(day.condition.wager, currency),
              })}
            </p>
          ) : null}
          {day.condition.periodActivationDays > 1 ? (
            <p className="casino-vip-muted">
              {t('vip.adventure.window', { days: day.condition.periodActivationDays })}
            </p>
          ) : null}
        </>
      ) : card.claimedAt || card.claimable ? null : (
        <p className="casino-vip-muted">{t('vip.adventure.superb_hint')}</p>
      )}
      {card.expiresAt ? <AdventureCountdown until={card.expiresAt} /> : null}
      {card.claimedAt ? (
        <p className="casino-adventure__claimed">{t('vip.adventure.claimed')}</p>
      ) : logged && card.claimable ? (
        <div>
          <Button busy={busy} onClick={() => onClaim(card)}>
            {t('vip.adventure.claim', { prize: card.prize.title })}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
