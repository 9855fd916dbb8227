/** Categories of the catalogue (core.md §3 and §9, plus jackpots, megaways and bonus-buy); `all` holds every game. */
export const GAME_CATEGORIES = [
  'all',
  'pokies',
  'live',
  'table',
  'new',
  'top',
  'recommended',
  'special',
  'animated',
  'exclusive',
  'pragmatic-drop-wins',
  'pragmatic-drop-wins-live',
  'prerelease',
  'jackpots',
  'megaways',
  'bonus-buy',
] as const;
/** A category of the catalogue. */
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Games per page of a games list when the casino sets none (api-facts §3). */
export const DEFAULT_GAMES_PAGE_SIZE = 40;
/** Most games in one row (core.md §9). */
export const GAME_ROW_MAX = 15;
/** Skeleton tiles shown while a list loads (core.md §9). */
export const SKELETON_COUNT = 5;
/** The next page loads when the end of the list is this close, in px (core.md §9). */
export const INFINITE_SCROLL_MARGIN_PX = 500;
/** Shortest trimmed query searched: more than 2 characters (core.md §2). */
export const SEARCH_MIN_LENGTH = 3;
/** Quiet time after the last keystroke before a search, in ms (core.md §9). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Games before the random-game card in a category list (core.md §9). */
export const RANDOM_CARD_POSITION = 10;
/** Categories whose random-game card comes at the end of the list instead (core.md §9). */
export const RANDOM_CARD_AT_END_CATEGORIES: readonly string[] = ['special', 'new', 'top', 'recommended'];
/** The category whose list starts with the cashback card (core.md §9). */
export const CASHBACK_CARD_CATEGORY = 'live';

/** A card of a games list that is not a game: the random-game card or the cashback card. */
export interface ListCard {
  readonly card: 'random' | 'cashback';
}
/** The random-game card marker ("play a random game of this category"). */
export const RANDOM_GAME_CARD: ListCard = Object.freeze({ card: 'random' });
/** The cashback card marker. */
export const CASHBACK_CARD: ListCard = Object.freeze({ card: 'cashback' });

/** Whether a list item is a card marker rather than a game. */
export function isListCard(item: unknown): item is ListCard {
  return item === RANDOM_GAME_CARD || item === CASHBACK_CARD;
}

/** The list with the random-game card after position 10 (at the end for special, new, top, recommended); an empty list stays empty. */
export function withRandomCard<T>(items: readonly T[], category: string): (T | ListCard)[] {
  if (items.length === 0) return [];
  const at = RANDOM_CARD_AT_END_CATEGORIES.includes(category)
    ? items.length
    : Math.min(RANDOM_CARD_POSITION, items.length);
  return [...items.slice(0, at), RANDOM_GAME_CARD, ...items.slice(at)];
}

/** The list with the cashback card first in the live category; other categories unchanged. */
export function withCashbackCard<T>(items: readonly T[], category: string): (T | ListCard)[] {
  return category === CASHBACK_CARD_CATEGORY ? [CASHBACK_CARD, ...items] : [...items];
}

/** Splits a list into rows of at most `size` items. Defaults to `GAME_ROW_MAX` (15). */
export function toRows<T>(items: readonly T[], size: number = GAME_ROW_MAX): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`toRows needs a row size of 1 or more, got ${size}`);
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += size) rows.push(items.slice(start, start + size));
  return rows;
}

/** Whether a scrolled list is close enough to its end to load the next page. Margin defaults to 500 px. */
export function isNearListEnd(
  view: { scrollTop: number; clientHeight: number; scrollHeight: number },
  margin: number = INFINITE_SCROLL_MARGIN_PX,
): boolean {
  return view.scrollHeight - (view.scrollTop + view.clientHeight) <= margin;
}

/** Whether a search query is long enough to search: more than 2 characters once trimmed. */
export function isSearchable(query: string, minLength: number = SEARCH_MIN_LENGTH): boolean {
  return query.trim().length >= minLength;
}
