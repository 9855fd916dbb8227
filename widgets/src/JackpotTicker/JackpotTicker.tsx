import type { Appearance } from '@casino/sdk/contract';
import { useId } from 'react';
import { JackpotsShell } from '../jackpots/JackpotsShell';
import { TickingAmount } from '../jackpots/TickingAmount';
import { useJackpotsT } from '../jackpots/useJackpotsT';
import { useSpokenAmounts } from '../jackpots/useSpokenAmounts';
import { useWatchedJackpot, type WatchedJackpot } from '../jackpots/useWatchedJackpot';
import { TICKER_CSS } from './tickerCss';

/** Props of {@link JackpotTicker}. All optional. */
export interface JackpotTickerProps {
  /** The jackpot's identifier. Defaults to the first active jackpot. */
  jackpot?: string;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * A jackpot's levels and their live amounts on one line (loyalty.md §3): each amount counts up smoothly between the
 * server's frames without re-rendering, in tabular figures in equal columns, on one line at any width. Screen readers get the amounts in
 * words when they reach the ticker and a polite update every minute, never each step. It stays empty while the casino
 * starts (no generic busy box, taller than the ticker), so it never grows past the height a page reserves for it.
 */
export function JackpotTicker({ jackpot, appearance }: JackpotTickerProps) {
  return (
    <JackpotsShell widget="jackpot-ticker" appearance={appearance} silentUntilReady>
      <style>{TICKER_CSS}</style>
      <TickerContent watched={useWatchedJackpot(jackpot)} />
    </JackpotsShell>
  );
}

function TickerContent({ watched }: { watched: WatchedJackpot }) {
  const { t } = useJackpotsT();
  const headingId = useId();
  const { jackpot, levels, status } = watched;
  const { spoken, refresh } = useSpokenAmounts(levels, jackpot?.currency ?? '');
  if (!jackpot) {
    if (status === 'error') return <p>{t('jackpots.load_failed')}</p>;
    if (status === 'ready') return <p>{t('jackpots.none')}</p>;
    return <div className="casino-skeleton" role="status" aria-busy="true" />;
  }
  return (
    <section
      aria-labelledby={headingId}
      className="casino-jackpots casino-jackpot-ticker"
      // one stop for the keyboard, so that reaching the ticker brings the amounts screen readers hear up to date
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a labelled region that refreshes its spoken amounts on focus
      tabIndex={0}
      onFocus={refresh}
    >
      <h2 id={headingId}>{jackpot.name}</h2>
      <ul className="casino-jackpot-levels" aria-live="polite">
        {levels.map((level) => (
          <li key={level.id}>
            <span className="casino-jackpot-level__name">{level.name}</span>
            <TickingAmount level={level} currency={jackpot.currency} />
            <span className="casino-visually-hidden">{spoken.get(level.id)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
