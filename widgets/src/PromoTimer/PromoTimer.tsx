import type { Appearance } from '@casino/sdk/contract';
import { TournamentsShell } from '../tournaments/TournamentsShell';
import { PromoCountdown } from './PromoCountdown';
import { PROMO_TIMER_CSS } from './promoTimerCss';

/** Props of {@link PromoTimer}. */
export interface PromoTimerProps {
  /** When the tournament or lottery starts (ISO 8601 with an offset). */
  startAt: string;
  /** When it ends (ISO 8601 with an offset). */
  endAt: string;
  /** What the countdown to the end is called: `ends` ("Ends in") or `draw` ("Draw in"). Defaults to `ends`. */
  end?: 'ends' | 'draw';
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * A promo timer (loyalty.md §2, §4): the time left until a tournament or lottery starts, or until it ends, ticking
 * every second; "Finished" without a countdown once it has ended. Screen readers read the time left to the minute,
 * with nothing announced as it ticks.
 */
export function PromoTimer({ startAt, endAt, end, appearance }: PromoTimerProps) {
  return (
    <TournamentsShell widget="promo-timer" appearance={appearance}>
      <style>{PROMO_TIMER_CSS}</style>
      <PromoCountdown dates={{ start_at: startAt, end_at: endAt }} end={end} />
    </TournamentsShell>
  );
}
