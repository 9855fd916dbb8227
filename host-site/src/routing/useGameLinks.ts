import type { Game } from '@casino/sdk/contract';
import type { GameMode } from '@casino/widgets/games';
import { useMemo } from 'react';
import { playPath } from './gamePaths';
import { useSiteNavigate } from './useSiteNavigate';

/** The link props the site gives every game widget. */
export interface GameLinks {
  /** A game's page on this site, `/play/{provider}/{slug}?mode=`. */
  gameHref: (game: Game, mode: GameMode) => string;
  /** Follows a widget's link with the router instead of loading the page. */
  onNavigate: (href: string) => void;
}

/** The `gameHref` and `onNavigate` props of the game widgets: game pages of this site, followed by the router. */
export function useGameLinks(): GameLinks {
  const onNavigate = useSiteNavigate();
  return useMemo(() => ({ gameHref: playPath, onNavigate }), [onNavigate]);
}
