import { isMultiAccount } from '@casino/sdk/rules';
import { useCasinoState } from '@casino/widgets';

/** Whether the signed-in player is in the multi-account group (core.md §6: no deposit bonus, and a warning). */
export function useMultiAccount(): boolean {
  const { sessionUser, profile } = useCasinoState();
  return isMultiAccount([...(sessionUser?.groups ?? []), ...(profile?.statuses ?? [])]);
}
