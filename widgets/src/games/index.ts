/**
 * `@casino/widgets/games`: the lobby's game widgets (tile, grid, row, favourites, recently played, search) and the
 * game launcher, with the shared games module hook. A separate entry, so pages without games do not load them.
 */
export type { FavoriteGamesProps } from '../FavoriteGames/FavoriteGames';
export { FavoriteGames } from '../FavoriteGames/FavoriteGames';
export type { GameGridProps } from '../GameGrid/GameGrid';
export { GameGrid } from '../GameGrid/GameGrid';
export type { GridView, VisibleRange } from '../GameGrid/visibleRange';
export { visibleRange } from '../GameGrid/visibleRange';
export type { GameLauncherProps } from '../GameLauncher/GameLauncher';
export { GameLauncher } from '../GameLauncher/GameLauncher';
export type { GameRowProps } from '../GameRow/GameRow';
export { GameRow } from '../GameRow/GameRow';
export type { GameSearchProps } from '../GameSearch/GameSearch';
export { GameSearch } from '../GameSearch/GameSearch';
export type { GameTileProps } from '../GameTile/GameTile';
export { GameTile } from '../GameTile/GameTile';
export type { RecentGamesProps } from '../RecentGames/RecentGames';
export { RecentGames } from '../RecentGames/RecentGames';
export type { GameMode } from './gameHref';
export { defaultGameHref } from './gameHref';
export type { GameLinkProps } from './gameLinkProps';
export { GAMES_LANGUAGES, GAMES_NAMESPACE, loadGamesMessages } from './i18n/loadGamesMessages';
export { useGames } from './useGames';
