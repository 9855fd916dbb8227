import { GAME_ROW_MAX, SKELETON_COUNT } from '@casino/sdk/rules';
import { useId } from 'react';
import { GameListSkeleton } from '../GameTile/GameListSkeleton';
import { GameTileView } from '../GameTile/GameTileView';
import { GamesShell } from '../games/GamesShell';
import type { GameLinkProps } from '../games/gameLinkProps';
import { useGameLinks } from '../games/useGameLinks';
import { useGames } from '../games/useGames';
import { useGamesT } from '../games/useGamesT';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useResource } from '../provider/useResource';

/** Props of {@link RecentGames}. All optional. */
export type RecentGamesProps = GameLinkProps & {
  /** Visible heading (h2). Defaults to "Recently played". */
  title?: string;
  /** Most games shown. Defaults to 15. */
  limit?: number;
};

/** The games the signed-in player played last, most recent first; renders nothing for guests, or when there are none. */
export function RecentGames({ appearance, ...props }: RecentGamesProps) {
  const loginState = useCasinoSignal((state) => state.loginState.value);
  if (loginState !== 'logged') return null;
  return (
    <GamesShell widget="recent-games" appearance={appearance}>
      <RecentGamesContent {...props} />
    </GamesShell>
  );
}

function RecentGamesContent({
  title,
  limit = GAME_ROW_MAX,
  gameHref,
  onNavigate,
}: Omit<RecentGamesProps, 'appearance'>) {
  const games = useGames();
  const { t } = useGamesT();
  const links = useGameLinks({ gameHref, onNavigate });
  const headingId = useId();
  // played games change with every round: the list loads again each time it shows, the last one showing meanwhile
  const { data: recent, status } = useResource(games.recentGames.get(limit), 'fresh');

  if (status === 'error' || (status === 'ready' && recent.length === 0)) return null;
  return (
    <section aria-labelledby={headingId}>
      <div className="casino-games__head">
        <h2 id={headingId}>{title ?? t('games.recent.title')}</h2>
      </div>
      {status !== 'ready' ? (
        <GameListSkeleton
          className="casino-game-row__track"
          label={t('games.loading')}
          count={Math.min(SKELETON_COUNT, limit)}
        />
      ) : (
        <ul className="casino-game-row__track">
          {recent.map((game) => (
            <li key={game.identifier}>
              <GameTileView game={game} links={links} t={t} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
