import type { Tournament } from '@casino/sdk/contract';
import { GameGrid } from '../GameGrid/GameGrid';
import { GameTile } from '../GameTile/GameTile';
import type { GameLinkProps } from '../games/gameLinkProps';
import { useGames } from '../games/useGames';
import { useResource } from '../provider/useResource';
import { useTournamentsT } from '../tournaments/useTournamentsT';

/** Games of the eligible-games list before "every game counts" leaves the rest to the lobby. */
const PROVIDER_GAMES_SHOWN = 12;

/** Props of {@link EligibleGames}. */
export type EligibleGamesProps = Pick<GameLinkProps, 'gameHref' | 'onNavigate'> & {
  tournament: Tournament;
  headingId: string;
};

/**
 * Internal: the games whose rounds score in a tournament, through the game widgets: its games as tiles, else the
 * first games of its providers in a grid, else a line saying every game counts.
 */
export function EligibleGames({ tournament, headingId, gameHref, onNavigate }: EligibleGamesProps) {
  const { t } = useTournamentsT();
  if (tournament.games.length > 0) {
    return (
      <ul className="casino-tournament__games" aria-labelledby={headingId}>
        {tournament.games.map((identifier) => (
          <EligibleGame key={identifier} identifier={identifier} gameHref={gameHref} onNavigate={onNavigate} />
        ))}
      </ul>
    );
  }
  if (tournament.providers.length > 0) {
    return (
      <GameGrid
        filter={{ providers: [...tournament.providers] }}
        page={1}
        pageSize={PROVIDER_GAMES_SHOWN}
        gameHref={gameHref}
        onNavigate={onNavigate}
      />
    );
  }
  return <p>{t('tournaments.page.every_game')}</p>;
}

function EligibleGame({
  identifier,
  gameHref,
  onNavigate,
}: Pick<GameLinkProps, 'gameHref' | 'onNavigate'> & { identifier: string }) {
  const game = useResource(useGames().gameByIdentifier.get(identifier), 'once');
  if (!game.data) return null;
  return (
    <li>
      <GameTile game={game.data} gameHref={gameHref} onNavigate={onNavigate} />
    </li>
  );
}
