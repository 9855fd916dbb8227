import type { AdventureCalendar, AdventureDay, AdventurePrize } from '@casino/sdk/contract';
import {
  type AdventureCardState,
  adventureClaimRefusal,
  adventureDayState,
  isAdventureFinished,
} from '@casino/sdk/rules';

/** Internal: one card of the adventure calendar as the widget shows it: a day, or the super prize (`superb`). */
export interface AdventureCard {
  /** The day number, or `superb` for the super prize: what `claim` takes. */
  day: number | 'superb';
  /** The card's state (loyalty.md §4); the super prize's card is `superb`. */
  state: AdventureCardState;
  prize: AdventurePrize;
  /** When its prize was claimed; null while not. */
  claimedAt: string | null;
  /** Whether its prize can be claimed now (completed, not claimed, the adventure's time not over). */
  claimable: boolean;
  /** The end of an active day's window (its expiry timer); null for every other card. */
  expiresAt: string | null;
  /** The day with its condition and progress; null for the super prize. */
  source: AdventureDay | null;
}

/** Internal: the adventure calendar's cards at `now`: its days in order, then the super prize; and whether it is finished. */
export function adventureCards(
  calendar: AdventureCalendar,
  now: number,
): { cards: AdventureCard[]; finished: boolean } {
  const cards: AdventureCard[] = calendar.days.map((day) => {
    const state = adventureDayState(day, now);
    return {
      day: day.day,
      state,
      prize: day.prize,
      claimedAt: day.claimedAt,
      claimable: adventureClaimRefusal(calendar, day.day, now) === null,
      expiresAt: state === 'active' ? day.activeUntil : null,
      source: day,
    };
  });
  cards.push({
    day: 'superb',
    state: 'superb',
    prize: calendar.superPrize.prize,
    claimedAt: calendar.superPrize.claimedAt,
    claimable: adventureClaimRefusal(calendar, 'superb', now) === null,
    expiresAt: null,
    source: null,
  });
  return { cards, finished: isAdventureFinished(calendar.days, now) };
}
