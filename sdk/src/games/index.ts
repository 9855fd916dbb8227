export type { ListCard } from '../rules/game-list';
export {
  CASHBACK_CARD,
  CASHBACK_CARD_CATEGORY,
  DEFAULT_GAMES_PAGE_SIZE,
  GAME_ROW_MAX,
  INFINITE_SCROLL_MARGIN_PX,
  isListCard,
  isNearListEnd,
  isSearchable,
  RANDOM_CARD_AT_END_CATEGORIES,
  RANDOM_CARD_POSITION,
  RANDOM_GAME_CARD,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  SKELETON_COUNT,
  toRows,
  withCashbackCard,
  withRandomCard,
} from '../rules/game-list';
export type { GameSearch, GameSearchOptions, GameSearchStatus } from './game-search';
export { createGameSearch } from './game-search';
export type { FavouriteToggle, GamesCasino, GamesModule, GamesOptions } from './games';
export { createGames } from './games';
export { gamesOf } from './games-of';
