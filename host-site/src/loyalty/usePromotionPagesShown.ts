import { loyaltyOf } from '@casino/sdk/loyalty';
import { isPromotionPageOn } from '@casino/sdk/rules';
import { useCasino, useResource } from '@casino/widgets';
import { usePlayerGroups } from './usePlayerGroups';

/** Which promotion pages the navigation leads to. */
export interface PromotionPagesShown {
  rocketMart: boolean;
  rocketChance: boolean;
}

/**
 * Which promotion pages the navigation shows (loyalty.md §2): the Rocket Mart and the Rocket Chance each while its
 * page is on, and always for testers.
 */
export function usePromotionPagesShown(): PromotionPagesShown {
  const groups = usePlayerGroups();
  const pages = useResource(loyaltyOf(useCasino()).rocketMart.pages, 'once');
  return {
    rocketMart: isPromotionPageOn(pages.data, 'rocket_mart', groups),
    rocketChance: isPromotionPageOn(pages.data, 'rocket_chance', groups),
  };
}
