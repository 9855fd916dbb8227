import type { JackpotLevel } from '@casino/sdk/contract';
import { jackpotAmountAt } from '@casino/sdk/rules';
import { useCallback, useEffect, useState } from 'react';
import { useJackpotMoney } from '../format/useJackpotMoney';
import { useJackpots } from './useJackpots';

/** How often the amounts screen readers are given are brought up to date, in ms (never on each frame). */
export const JACKPOT_SPOKEN_MS = 60_000;

/**
 * Internal: the levels' amounts as text for screen readers, by level id: taken when the levels change, every
 * {@link JACKPOT_SPOKEN_MS} and when `refresh` is called (the widget got the focus), never on a frame.
 */
export function useSpokenAmounts(
  levels: readonly JackpotLevel[],
  currency: string,
): { spoken: ReadonlyMap<number, string>; refresh: () => void } {
  const jackpots = useJackpots();
  const format = useJackpotMoney();
  const take = useCallback(() => {
    const ticks = jackpots.ticks.peek();
    const now = Date.now();
    return new Map(
      levels.map((level) => {
        const tick = ticks.get(level.id);
        return [level.id, format(tick ? jackpotAmountAt(tick, now) : level.amount_cents, currency)];
      }),
    );
  }, [jackpots, levels, format, currency]);
  const [spoken, setSpoken] = useState(take);
  const refresh = useCallback(() => setSpoken(take()), [take]);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, JACKPOT_SPOKEN_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  return { spoken, refresh };
}
