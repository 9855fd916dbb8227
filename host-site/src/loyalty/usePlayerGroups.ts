import type { PlayerGroups } from '@casino/sdk/rules';
import { useCasinoSignal } from '@casino/widgets';
import { useMemo } from 'react';

/** The signed-in player's groups: the session user's group ids and the profile's statuses; empty for guests. */
export function usePlayerGroups(): PlayerGroups {
  const sessionUser = useCasinoSignal((state) => state.sessionUser.value);
  const profile = useCasinoSignal((state) => state.profile.value);
  return useMemo(() => [...(sessionUser?.groups ?? []), ...(profile?.statuses ?? [])], [sessionUser, profile]);
}
