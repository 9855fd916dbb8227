import type { Game } from '@casino/sdk/contract';
import { GamesShell } from '../games/GamesShell';
import type { GameLinkProps } from '../games/gameLinkProps';
import { useGameLinks } from '../games/useGameLinks';
import { useGamesT } from '../games/useGamesT';
import { GameTileView } from './GameTileView';

/** Props of {@link GameTile}. */
export type GameTileProps = GameLinkProps & {
  /** The game to show. Required. */
  game: Game;
};

/**
 * One game: preview, title, provider and badges; Play, Demo (when the game has demo play) and the favourite toggle
 * (signed-in players) on hover and keyboard focus, always on touch screens; a lock instead when the player's fiat
 * currency is not one of the game's.
 */
export function GameTile({ appearance, ...props }: GameTileProps) {
  return (
    <GamesShell widget="game-tile" appearance={appearance}>
      <GameTileContent {...props} />
    </GamesShell>
  );
}

function GameTileContent({ game, gameHref, onNavigate }: Omit<GameTileProps, 'appearance'>) {
  const { t } = useGamesT();
  const links = useGameLinks({ gameHref, onNavigate });
  return <GameTileView game={game} links={links} t={t} />;
}
