import { bettingUrl, sportHashPage } from '@casino/sdk/rules';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { leaveSite } from './leaveSite';
import { useSiteConfig } from './useSiteConfig';

/** `#sport` and `#sport_x` on any page (core.md §2): open the betting site (its page `x`) once betting-config answers. */
export function SportHash() {
  const { hash } = useLocation();
  const page = sportHashPage(hash);
  const { data: config, status } = useSiteConfig('betting-config');
  const target = page === null ? null : bettingUrl(config, page);
  const settled = status === 'ready' || status === 'error';
  useEffect(() => {
    if (settled && target !== null) leaveSite.to(target);
  }, [settled, target]);
  return null;
}
