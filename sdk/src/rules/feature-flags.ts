import { isTester, type PlayerGroups } from './promotion-pages';

/**
 * A feature flag's value for a player (the `/ffc` page): a tester's override for his browser wins; else a flag that
 * switches a page is on for testers (core.md §6: testers see every page, `testersSeeAll`); else the server's value.
 * Overrides count only for testers, so a stored override stops counting at sign-out.
 */
export function featureFlagValue(
  server: boolean,
  override: boolean | undefined,
  groups: PlayerGroups,
  testersSeeAll = true,
): boolean {
  if (!isTester(groups)) return server;
  return override ?? (testersSeeAll || server);
}
