import type { PromoPrize, PromoStatus } from '@casino/sdk/contract';
import { type MouseEvent, type ReactNode, useId } from 'react';
import { useFormat } from '../format/useFormat';
import { PromoCountdown } from '../PromoTimer/PromoCountdown';
import { usePrizeText } from '../tournaments/usePrizeText';
import { useTournamentsT } from '../tournaments/useTournamentsT';

/** Props of {@link PromoCard}. */
export interface PromoCardProps {
  title: string;
  status: PromoStatus;
  start_at: string;
  end_at: string;
  prizes: readonly PromoPrize[];
  /** Cash of every prize place together, when the card states it. */
  pool?: { cents: number; currency: string };
  /** What the countdown to the end is called: `ends` for tournaments, `draw` for lotteries. Defaults to `ends`. */
  end?: 'ends' | 'draw';
  /** The page of the tournament or lottery. */
  href: string;
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** What else the card states (the player's place, the tickets). */
  children?: ReactNode;
}

/**
 * Internal: a card of the tournament board: title, status, the promo timer (none once finished: the status says so),
 * dates, prize pool, first prize and a link to its page.
 */
export function PromoCard({
  title,
  status,
  start_at,
  end_at,
  prizes,
  pool,
  end = 'ends',
  href,
  onLinkClick,
  children,
}: PromoCardProps) {
  const { t } = useTournamentsT();
  const { dateTime, money } = useFormat();
  const prizeText = usePrizeText();
  const titleId = useId();
  const first = prizes.find((prize) => prize.award_place === 1);
  const when =
    status === 'future'
      ? t('tournaments.card.starts', { date: dateTime(start_at) })
      : status === 'active'
        ? t('tournaments.card.ends', { date: dateTime(end_at) })
        : t('tournaments.card.ended', { date: dateTime(end_at) });
  return (
    <article className="casino-promo-card" aria-labelledby={titleId}>
      <div className="casino-promo-card__head">
        <h3 id={titleId}>{title}</h3>
        <span className={`casino-promo-card__status casino-promo-card__status--${status}`}>
          {t(`tournaments.status.${status}`)}
        </span>
      </div>
      {status === 'archive' ? null : <PromoCountdown dates={{ start_at, end_at }} end={end} />}
      <p className="casino-promo-card__when">{when}</p>
      {pool && pool.cents > 0 ? (
        <p className="casino-promo-card__pool">
          {t('tournaments.card.pool', { amount: money(pool.cents, pool.currency) })}
        </p>
      ) : null}
      {first ? <p>{t('tournaments.card.first_prize', { prize: prizeText(first) })}</p> : null}
      {children}
      <a
        className="casino-button casino-promo-card__link"
        href={href}
        onClick={onLinkClick}
        aria-label={t('tournaments.card.open_label', { title })}
      >
        {t('tournaments.card.open')}
      </a>
    </article>
  );
}
