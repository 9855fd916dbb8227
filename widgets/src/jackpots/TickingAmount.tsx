import type { JackpotLevel } from '@casino/sdk/contract';
import { jackpotAmountAt } from '@casino/sdk/rules';
import { useLayoutEffect, useRef } from 'react';
import { useJackpotMoney } from '../format/useJackpotMoney';
import { useJackpots } from './useJackpots';

/** Whether the visitor asked for less motion: amounts then jump to each frame's amount instead of counting. */
function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Props of {@link TickingAmount}. */
export interface TickingAmountProps {
  level: JackpotLevel;
  /** The jackpot's currency. */
  currency: string;
}

/**
 * Internal: a level's amount counting up between frames. React renders the node once; the count writes its text from
 * `requestAnimationFrame` while a tick runs (and only when the written text changes), so neither a frame nor a step
 * re-renders anything. Hidden from screen readers: the widget says the amount in words at its own pace. Tabular
 * figures in a box whose size does not follow the amount (the ticker's equal columns, the slide's width), so a
 * counting or longer number never moves anything.
 */
export function TickingAmount({ level, currency }: TickingAmountProps) {
  const jackpots = useJackpots();
  const format = useJackpotMoney();
  const node = useRef<HTMLSpanElement>(null);
  const levelId = level.id;

  useLayoutEffect(() => {
    const target = node.current;
    if (!target) return;
    const reduced = reducedMotion();
    let frame = 0;
    let written = '';
    const write = (cents: number) => {
      const text = format(cents, currency);
      if (text === written) return;
      written = text;
      target.textContent = text;
    };
    const step = () => {
      frame = 0;
      const tick = jackpots.ticks.peek().get(levelId);
      if (!tick) return;
      const now = Date.now();
      write(reduced ? tick.to : jackpotAmountAt(tick, now));
      if (!reduced && now < tick.start + tick.duration) frame = requestAnimationFrame(step);
    };
    step();
    const stop = jackpots.ticks.subscribe(() => {
      if (frame === 0) frame = requestAnimationFrame(step);
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [jackpots, levelId, currency, format]);

  return <span ref={node} className="casino-jackpot-amount" aria-hidden="true" />;
}
