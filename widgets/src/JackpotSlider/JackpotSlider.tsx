import type { Appearance } from '@casino/sdk/contract';
import { type KeyboardEvent, useId, useState } from 'react';
import { useJackpotMoney } from '../format/useJackpotMoney';
import { JackpotsShell } from '../jackpots/JackpotsShell';
import { TickingAmount } from '../jackpots/TickingAmount';
import { useJackpotsT } from '../jackpots/useJackpotsT';
import { useSpokenAmounts } from '../jackpots/useSpokenAmounts';
import { useWatchedJackpot, type WatchedJackpot } from '../jackpots/useWatchedJackpot';
import { Button } from '../ui/Button';
import { SLIDER_CSS } from './sliderCss';

/** Props of {@link JackpotSlider}. All optional. */
export interface JackpotSliderProps {
  /** The jackpot's identifier. Defaults to the first active jackpot. */
  jackpot?: string;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * A jackpot's levels as slides (loyalty.md §3), the biggest first: each with its live amount, the amount it starts
 * again at and, for a mystic level, the amount it drops by at the latest. Previous and next buttons, a button per
 * level, and the arrow, Home and End keys move between slides; it never moves by itself.
 */
export function JackpotSlider({ jackpot, appearance }: JackpotSliderProps) {
  return (
    <JackpotsShell widget="jackpot-slider" appearance={appearance}>
      <style>{SLIDER_CSS}</style>
      <SliderContent watched={useWatchedJackpot(jackpot)} />
    </JackpotsShell>
  );
}

function SliderContent({ watched }: { watched: WatchedJackpot }) {
  const { t } = useJackpotsT();
  const money = useJackpotMoney();
  const headingId = useId();
  const slidesId = useId();
  const [chosen, setChosen] = useState(0);
  const { jackpot, levels, status } = watched;
  const { spoken, refresh } = useSpokenAmounts(levels, jackpot?.currency ?? '');
  if (!jackpot || levels.length === 0) {
    if (status === 'error') return <p>{t('jackpots.load_failed')}</p>;
    if (status === 'ready') return <p>{t('jackpots.none')}</p>;
    return <div className="casino-skeleton" role="status" aria-busy="true" />;
  }
  const count = levels.length;
  const current = Math.min(chosen, count - 1);
  const show = (index: number) => {
    setChosen((index + count) % count);
    refresh();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  };

  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      className="casino-jackpots casino-jackpot-slider"
      onKeyDown={onKeyDown}
    >
      <h2 id={headingId}>{jackpot.name}</h2>
      <div id={slidesId} aria-live="polite">
        {levels.map((level, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset
          <div
            key={level.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('jackpots.slider.slide', { level: level.name, index: index + 1, count })}
            className="casino-jackpot-slide"
            hidden={index !== current}
          >
            <h3>{level.name}</h3>
            <p>
              <TickingAmount level={level} currency={jackpot.currency} />
              <span className="casino-visually-hidden">{spoken.get(level.id)}</span>
            </p>
            <p className="casino-jackpot-slide__note">
              {t('jackpots.slider.seed', { amount: money(level.seed_cents, jackpot.currency) })}
            </p>
            {level.must_drop_by_cents === null ? null : (
              <p className="casino-jackpot-slide__note">
                {t('jackpots.slider.must_drop', { amount: money(level.must_drop_by_cents, jackpot.currency) })}
              </p>
            )}
          </div>
        ))}
      </div>
      <div className="casino-jackpot-slider__nav">
        <Button variant="secondary" aria-controls={slidesId} onClick={() => show(current - 1)}>
          <span aria-hidden="true">‹</span>
          <span className="casino-visually-hidden">{t('jackpots.slider.previous')}</span>
        </Button>
        {levels.map((level, index) => (
          <Button
            key={level.id}
            variant="secondary"
            className="casino-jackpot-slider__dot"
            aria-controls={slidesId}
            aria-current={index === current || undefined}
            aria-label={t('jackpots.slider.show', { level: level.name })}
            onClick={() => show(index)}
          >
            {index + 1}
          </Button>
        ))}
        <Button variant="secondary" aria-controls={slidesId} onClick={() => show(current + 1)}>
          <span aria-hidden="true">›</span>
          <span className="casino-visually-hidden">{t('jackpots.slider.next')}</span>
        </Button>
      </div>
    </section>
  );
}
