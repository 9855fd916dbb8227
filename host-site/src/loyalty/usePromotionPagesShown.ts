import type { PromotionPagesConfig } from '@casino/sdk/contract';
import { loyaltyOf } from '@casino/sdk/loyalty';
import { featureFlagValue } from '@casino/sdk/rules';
import { useCasino, useResource } from '@casino/widgets';
import { useFlagOverrides } from '../site-config/useFlagOverrides';
import { usePlayerGroups } from './usePlayerGroups';

/** Which promotion pages the navigation leads to. */
export interface PromotionPagesShown {
  rocketMart: boolean;
  rocketChance: boolean;
  /** The adventure calendar's bookmark (`vip_adventure`). */
  adventure: boolean;
  /** The mystic jackpots' pages (`mystic_jackpots`). */
  mysticJackpots: boolean;
}

/**
 * Which promotion pages the navigation shows (loyalty.md §2): the Rocket Mart, the Rocket Chance and the adventure
 * calendar each while its page is on, and always for testers (§6: testers see the adventures bookmark), unless a
 * tester has set the page's flag for his browser on `/ffc` (`promotion-pages.{page}`).
 */
export function usePromotionPagesShown(): PromotionPagesShown {
  const groups = usePlayerGroups();
  const overrides = useFlagOverrides();
  const pages = useResource(loyaltyOf(useCasino()).rocketMart.pages, 'once');
  const shown = (page: keyof PromotionPagesConfig) =>
    featureFlagValue(pages.data?.[page]?.enabled ?? false, overrides[`promotion-pages.${page}`], groups);
  return {
    rocketMart: shown('rocket_mart'),
    rocketChance: shown('rocket_chance'),
    adventure: shown('vip_adventure'),
    mysticJackpots: shown('mystic_jackpots'),
  };
}
