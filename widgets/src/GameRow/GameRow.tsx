import { GAME_ROW_MAX } from '@casino/sdk/rules';
import { useId, useRef } from 'react';
import { GameListSkeleton } from '../GameTile/GameListSkeleton';
import { GameTileView } from '../GameTile/GameTileView';
import { GamesShell } from '../games/GamesShell';
import type { GameLinkProps } from '../games/gameLinkProps';
import { useGameLinks } from '../games/useGameLinks';
import { useGames } from '../games/useGames';
import { useGamesT } from '../games/useGamesT';
import { useResource } from '../provider/useResource';
import { Button } from '../ui/Button';

/** Props of {@link GameRow}. */
export type GameRowProps = GameLinkProps & {
  /** Category id whose first games the row shows. Required. */
  category: string;
  /** Visible heading (h2). Required. */
  title: string;
  /** Address of the category's full list ("Show all"). Without it no link shows. */
  allHref?: string;
  /**
   * Whether the row's previews load at once and before the page's other images (`fetchpriority="high"`): for the row
   * at the top of a page. Defaults to `false` (each loads when scrolled near).
   */
  priority?: boolean;
};

/** A titled, horizontally scrolled row of at most 15 games of a category; hidden when the category has none or fails to load. */
export function GameRow({ appearance, ...props }: GameRowProps) {
  return (
    <GamesShell widget="game-row" appearance={appearance}>
      <GameRowContent {...props} />
    </GamesShell>
  );
}

function GameRowContent({
  category,
  title,
  allHref,
  priority = false,
  gameHref,
  onNavigate,
}: Omit<GameRowProps, 'appearance'>) {
  const games = useGames();
  const { t } = useGamesT();
  const links = useGameLinks({ gameHref, onNavigate });
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const { data: list, status } = useResource(games.categoryGames.get({ category, count: GAME_ROW_MAX }), 'once');

  if (status === 'error' || (status === 'ready' && list.length === 0)) return null;

  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <section className="casino-game-row" aria-labelledby={headingId}>
      <div className="casino-games__head">
        <h2 id={headingId}>{title}</h2>
        <div className="casino-game-row__nav">
          <Button variant="secondary" onClick={() => scroll(-1)} aria-label={t('games.row.previous')}>
            <span aria-hidden="true">‹</span>
          </Button>
          <Button variant="secondary" onClick={() => scroll(1)} aria-label={t('games.row.next')}>
            <span aria-hidden="true">›</span>
          </Button>
          {allHref ? (
            <a href={allHref} onClick={links.onClick} aria-label={t('games.row.show_all_label', { title })}>
              {t('games.row.show_all')}
            </a>
          ) : null}
        </div>
      </div>
      {status !== 'ready' ? (
        <GameListSkeleton className="casino-game-row__track" label={t('games.loading')} />
      ) : (
        <ul ref={track} className="casino-game-row__track">
          {list.map((game) => (
            <li key={game.identifier}>
              <GameTileView game={game} links={links} t={t} priority={priority} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
