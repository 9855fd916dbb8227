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
 * Whether a promotion page is on for this visitor (loyalty.md §2, §6): on in manage-promotion-pages, or a tester; a
 * tester's `/ffc` override of `promotion-pages.{page}` wins for him. Off until the config has loaded.
 */
export function usePromotionPageOn(): (page: keyof PromotionPagesConfig) => boolean {
  const groups = usePlayerGroups();
  const overrides = useFlagOverrides();
  const pages = useResource(loyaltyOf(useCasino()).rocketMart.pages, 'once');
  return (page) => featureFlagValue(pages.data?.[page]?.enabled ?? false, overrides[`promotion-pages.${page}`], groups);
}

/**
 * Which promotion pages the navigation shows (loyalty.md §2): the Rocket Mart, the Rocket Chance and the adventure
 * calendar each while its page is on, and always for testers (§6: testers see the adventures bookmark), unless a
 * tester has set the page's flag for his browser on `/ffc`.
 */
export function usePromotionPagesShown(): PromotionPagesShown {
  const shown = usePromotionPageOn();
  return {
    rocketMart: shown('rocket_mart'),
    rocketChance: shown('rocket_chance'),
    adventure: shown('vip_adventure'),
    mysticJackpots: shown('mystic_jackpots'),
  };
}
