export type { GameSearch, GameSearchOptions, GameSearchStatus } from './game-search';
export { createGameSearch } from './game-search';
export type { CategoryGamesKey, FavouriteToggle, GamesCasino, GamesModule, GamesOptions } from './games';
export { createGames } from './games';
export { gamesOf } from './games-of';
