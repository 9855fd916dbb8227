import type { ResourceStatus } from '@casino/sdk';
import type { Jackpot } from '@casino/sdk/contract';
import { jackpotsOf } from '@casino/sdk/jackpots';
import { useCasino, useResource } from '@casino/widgets';
import { useMemo } from 'react';

/** The active mystic jackpots, each with a page at `/{identifier}` (loyalty.md §2), and how their list stands. */
export function useMysticJackpots(): { jackpots: readonly Jackpot[]; status: ResourceStatus } {
  const list = useResource(jackpotsOf(useCasino()).list, 'once');
  const jackpots = useMemo(
    () => list.data.filter((jackpot) => jackpot.type === 'mystic' && jackpot.state === 'active'),
    [list.data],
  );
  return { jackpots, status: list.status };
}
