import type { ResourceStatus } from '@casino/sdk';
import type { Jackpot, JackpotLevel } from '@casino/sdk/contract';
import { useEffect, useMemo } from 'react';
import { useResource } from '../provider/useResource';
import { useJackpots } from './useJackpots';

/** A jackpot a widget shows, with its active levels biggest first, and how its list stands. */
export interface WatchedJackpot {
  /** The jackpot; null until the list has loaded, and when no active jackpot has the identifier. */
  jackpot: Jackpot | null;
  /** Its active levels in `index` order (the biggest first). */
  levels: readonly JackpotLevel[];
  status: ResourceStatus;
}

/**
 * Internal: keeps the jackpots live while the widget is mounted (`watch`) and picks one by `identifier`, or the first
 * active one without. Re-renders when the list changes, never on an amount's frame.
 */
export function useWatchedJackpot(identifier: string | undefined): WatchedJackpot {
  const jackpots = useJackpots();
  useEffect(() => jackpots.watch(), [jackpots]);
  const list = useResource(jackpots.list);
  const picked = useMemo(() => {
    const active = list.data.filter((candidate) => candidate.state === 'active');
    const jackpot = (identifier ? active.find((candidate) => candidate.identifier === identifier) : active[0]) ?? null;
    const levels = (jackpot?.levels ?? [])
      .filter((level) => level.state === 'active')
      .sort((a, b) => a.index - b.index);
    return { jackpot, levels };
  }, [list.data, identifier]);
  return { ...picked, status: list.status };
}
