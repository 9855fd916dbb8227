import { bonusesOf } from '@casino/sdk/bonuses';
import { useCasino } from '@casino/widgets';
import { useSignals } from '@preact/signals-react/runtime';

/** How many of the player's active gifts are new (core.md §4), live. */
export function useNewGiftCount(): number {
  useSignals();
  return bonusesOf(useCasino()).gifts.newCount.value;
}
