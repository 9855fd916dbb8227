import { BETTING_CHECK_FLAG, bettingUrl, featureFlagValue, isSportsLinkShown } from '@casino/sdk/rules';
import { usePlayerGroups } from '../loyalty/usePlayerGroups';
import { useFlagOverrides } from './useFlagOverrides';
import { useSiteConfig } from './useSiteConfig';

/** The top navigation's sports entry (core.md §2). */
export interface SportsLink {
  /** Whether the sports link shows (a betting site is set and the betting check is on); the lobby entry hides while it does. */
  shown: boolean;
  /** The betting site's home, or null when there is none. */
  href: string | null;
}

/**
 * The sports link of the navigation, from betting-config: shown when the betting check is on (a tester's `/ffc`
 * override of the check wins for him). Off until the config answers.
 */
export function useSportsLink(): SportsLink {
  const { data: config } = useSiteConfig('betting-config');
  const groups = usePlayerGroups();
  const overrides = useFlagOverrides();
  const check = featureFlagValue(config.betting_check, overrides[BETTING_CHECK_FLAG], groups, false);
  return { shown: isSportsLinkShown(config, check), href: bettingUrl(config) };
}
