import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useId } from 'react';
import { GameListSkeleton } from '../GameTile/GameListSkeleton';
import { GameTileView } from '../GameTile/GameTileView';
import { GamesShell } from '../games/GamesShell';
import type { GameLinkProps } from '../games/gameLinkProps';
import { useGameLinks } from '../games/useGameLinks';
import { useGames } from '../games/useGames';
import { useGamesT } from '../games/useGamesT';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useResource } from '../provider/useResource';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';

/** Props of {@link FavoriteGames}. All optional. */
export type FavoriteGamesProps = GameLinkProps & {
  /** Visible heading (h2). Defaults to "Favourite games". */
  title?: string;
};

/** The signed-in player's favourite games as a grid, newest first; follows the favourite toggles of every game widget. A sign-in hint for guests. */
export function FavoriteGames({ appearance, ...props }: FavoriteGamesProps) {
  return (
    <GamesShell widget="favorite-games" appearance={appearance}>
      <FavoriteGamesContent {...props} />
    </GamesShell>
  );
}

function FavoriteGamesContent({ title, gameHref, onNavigate }: Omit<FavoriteGamesProps, 'appearance'>) {
  useSignals();
  const games = useGames();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const { t } = useGamesT();
  const links = useGameLinks({ gameHref, onNavigate });
  const headingId = useId();
  const logged = loginState === 'logged';
  const { data: list, status, reload } = useResource(games.favouriteGameList, logged ? 'fresh' : 'never');
  const favouriteIds = games.favouriteIds.value;
  // a favourite removed anywhere leaves the list at once; one added elsewhere loads the list again
  const known = list.filter((game) => games.isFavourite(game));
  const added = status === 'ready' && known.length < favouriteIds.length ? favouriteIds.join(',') : undefined;
  useEffect(() => {
    if (added !== undefined) void games.favouriteGameList.reload();
  }, [games, added]);

  const heading = <h2 id={headingId}>{title ?? t('games.favourites.title')}</h2>;
  let body: ReactNode;
  if (!logged) body = <p>{t('games.favourites.guest')}</p>;
  else if (status === 'error') {
    body = (
      <div className="casino-stack">
        <Alert>{t('games.load_failed')}</Alert>
        <Button variant="secondary" onClick={() => void reload()}>
          {t('games.retry')}
        </Button>
      </div>
    );
  } else if (status !== 'ready') {
    body = <GameListSkeleton className="casino-game-grid" label={t('games.loading')} />;
  } else if (known.length === 0) body = <p>{t('games.favourites.empty')}</p>;
  else {
    body = (
      <ul className="casino-game-grid">
        {known.map((game) => (
          <li key={game.identifier}>
            <GameTileView game={game} links={links} t={t} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <div className="casino-games__head">{heading}</div>
      {body}
    </section>
  );
}
