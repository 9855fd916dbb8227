import { loyaltyOf } from '@casino/sdk/loyalty';
import { isPromotionPageOn } from '@casino/sdk/rules';
import { useCasino, useResource } from '@casino/widgets';
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
 * calendar each while its page is on, and always for testers (§6: testers see the adventures bookmark).
 */
export function usePromotionPagesShown(): PromotionPagesShown {
  const groups = usePlayerGroups();
  const pages = useResource(loyaltyOf(useCasino()).rocketMart.pages, 'once');
  return {
    rocketMart: isPromotionPageOn(pages.data, 'rocket_mart', groups),
    rocketChance: isPromotionPageOn(pages.data, 'rocket_chance', groups),
    adventure: isPromotionPageOn(pages.data, 'vip_adventure', groups),
    mysticJackpots: isPromotionPageOn(pages.data, 'mystic_jackpots', groups),
  };
}
