import { loyaltyOf } from '@casino/sdk/loyalty';
import { isPromotionPageOn } from '@casino/sdk/rules';
import { useCasino, useResource } from '@casino/widgets';
import { usePlayerGroups } from './usePlayerGroups';

/** Whether the navigation shows the Rocket Mart (loyalty.md §2): while its page is on, and always for testers. */
export function useRocketMartShown(): boolean {
  const groups = usePlayerGroups();
  const pages = useResource(loyaltyOf(useCasino()).rocketMart.pages, 'once');
  return isPromotionPageOn(pages.data, 'rocket_mart', groups);
}
