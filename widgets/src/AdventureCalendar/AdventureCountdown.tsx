import { countdownParts } from '@casino/sdk/rules';
import { useNow } from '../PromoTimer/useNow';
import { useVipT } from '../vip/useVipT';

const two = (value: number) => String(value).padStart(2, '0');

/**
 * Internal: the expiry timer of the active day: the promo timer's countdown (`countdownParts`, ticking every second
 * like the PromoTimer) to the end of its window. Screen readers read the time left to the minute, with nothing
 * announced as it ticks.
 */
export function AdventureCountdown({ until }: { until: string }) {
  const { t } = useVipT();
  const now = useNow(1_000);
  const target = Date.parse(until);
  const { days, hours, minutes, seconds } = countdownParts(target - now);
  const allHours = days * 24 + hours;
  return (
    <p className="casino-adventure__countdown">
      {t('vip.adventure.expires_in')}{' '}
      <time className="casino-adventure__timer" dateTime={until} aria-hidden="true">
        {`${two(allHours)}:${two(minutes)}:${two(seconds)}`}
      </time>
      <span className="casino-visually-hidden">{t('vip.adventure.spoken', { hours: allHours, minutes })}</span>
    </p>
  );
}
