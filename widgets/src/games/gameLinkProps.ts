import type { Appearance, Game } from '@casino/sdk/contract';
import type { GameMode } from './gameHref';

/** Props shared by every game list widget: where a game's links lead and how they are followed. */
export interface GameLinkProps {
  /**
   * Address of a game's page. Defaults to `${casino.baseUrl}/play/${game.provider}/${game.slug}?mode=${mode}`
   * (see `defaultGameHref`).
   */
  gameHref?: (game: Game, mode: GameMode) => string;
  /** Called instead of following a link on a plain left click (no modifier keys), for single-page hosts. Defaults to none: links are followed. */
  onNavigate?: (href: string) => void;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}
