import { isMultiAccount } from '@casino/sdk/rules';
import { useCasinoSignal } from '@casino/widgets';

/** Whether the signed-in player is in the multi-account group (core.md §6: no deposit bonus, and a warning). */
export function useMultiAccount(): boolean {
  const sessionUser = useCasinoSignal((state) => state.sessionUser.value);
  const profile = useCasinoSignal((state) => state.profile.value);
  return isMultiAccount([...(sessionUser?.groups ?? []), ...(profile?.statuses ?? [])]);
}
