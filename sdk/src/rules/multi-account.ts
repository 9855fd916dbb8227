import type { PlayerStatus } from '../contract/player';

/** The multi-account group (core.md §6): its players get no deposit bonus and see a warning. */
export const MULTI_ACCOUNT_GROUP = 100;

/** Whether the player is in the multi-account group 100; takes session-user group ids or profile statuses. */
export function isMultiAccount(groups: readonly (number | string | PlayerStatus)[]): boolean {
  return groups.some((group) => Number(typeof group === 'object' ? group.id : group) === MULTI_ACCOUNT_GROUP);
}
