import { countdownParts, type PromoDates, promoTimer } from '@casino/sdk/rules';
import { useTournamentsT } from '../tournaments/useTournamentsT';
import { useNow } from './useNow';

/** Props of {@link PromoCountdown}. */
export interface PromoCountdownProps {
  /** When the tournament or lottery runs. */
  dates: PromoDates;
  /** What the countdown to the end is called: `ends` ("Ends in", tournaments) or `draw` ("Draw in", lotteries). Defaults to `ends`. */
  end?: 'ends' | 'draw';
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * Internal: the promo timer of loyalty.md §4 inside a tournament widget: "Starts in" with the time to `start_at` when
 * future, "Ends in" (or "Draw in") with the time to `end_at` when active, "Finished" without a countdown when
 * archive. The visible clock ticks every second and is hidden from screen readers, which read the time left to the
 * minute instead: nothing is announced as it ticks.
 */
export function PromoCountdown({ dates, end = 'ends' }: PromoCountdownProps) {
  const { t } = useTournamentsT();
  const now = useNow(1_000);
  const timer = promoTimer(dates, now);
  if (timer.remainingMs === null || timer.target === null) {
    return (
      <p className="casino-promo-timer casino-promo-timer--finished" data-status="archive">
        {t('tournaments.timer.finished')}
      </p>
    );
  }
  const { days, hours, minutes, seconds } = countdownParts(timer.remainingMs);
  const clock = `${two(hours)}:${two(minutes)}:${two(seconds)}`;
  const label =
    timer.status === 'future'
      ? t('tournaments.timer.starts_in')
      : t(end === 'draw' ? 'tournaments.timer.draw_in' : 'tournaments.timer.ends_in');
  return (
    <p className="casino-promo-timer" data-status={timer.status}>
      <span className="casino-promo-timer__label">{label}</span>{' '}
      <time className="casino-promo-timer__clock" dateTime={new Date(timer.target).toISOString()} aria-hidden="true">
        {days > 0 ? `${t('tournaments.timer.days', { count: days })} ${clock}` : clock}
      </time>
      <span className="casino-visually-hidden">{t('tournaments.timer.spoken', { days, hours, minutes })}</span>
    </p>
  );
}
