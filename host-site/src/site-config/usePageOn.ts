import { isPageOn } from '@casino/sdk/rules';
import { useCallback } from 'react';
import { usePlayerGroups } from '../loyalty/usePlayerGroups';
import { useFlagOverrides } from './useFlagOverrides';
import { useSiteConfig } from './useSiteConfig';

/**
 * Whether a page (by its slug, e.g. `promotions`) opens for this visitor under the pages config (core.md §3, §6):
 * testers see every page, a tester's `/ffc` override wins for him. Menus hide the links of pages that are off.
 */
export function usePageOn(): (slug: string) => boolean {
  const { data: config } = useSiteConfig('pages-config');
  const groups = usePlayerGroups();
  const overrides = useFlagOverrides();
  return useCallback((slug: string) => isPageOn(config, slug, groups, overrides), [config, groups, overrides]);
}
