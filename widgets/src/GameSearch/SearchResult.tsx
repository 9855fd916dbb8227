import type { Game } from '@casino/sdk/contract';
import type { MouseEvent } from 'react';
import type { GameMode } from '../games/gameHref';
import type { GameLinks } from '../games/useGameLinks';
import { useGames } from '../games/useGames';
import { useProviderTitle } from '../games/useProviderTitle';
import type { WidgetTranslation } from '../provider/useT';

/** Props of {@link SearchResult}. */
export interface SearchResultProps {
  /** Id of the game's option; its demo option's is this plus `-demo`. */
  id: string;
  game: Game;
  /** Which of the game's options is active (the combobox points at it), if any. */
  active: GameMode | undefined;
  links: GameLinks;
  t: WidgetTranslation['t'];
  /** Opens the game in a mode (the game option: real; the demo option: demo). */
  onOpen: (game: Game, mode: GameMode, event: MouseEvent) => void;
}

/** Whether a game can be played in demo mode. */
export const canPlayDemo = (game: Game) => game.has_demo_mode && game.currencies.FUN !== undefined;

/**
 * Internal: one game of the search popup's list, a group named after the game holding its option (thumbnail, title,
 * provider: opens it for real money) and, when demo play exists, a "Demo" option. The options are not focusable: the
 * combobox input points at the active one (aria-activedescendant) and handles the keys.
 */
export function SearchResult({ id, game, active, links, t, onOpen }: SearchResultProps) {
  const providerTitle = useProviderTitle(useGames(), game.provider);
  return (
    <fieldset aria-label={game.title} className="casino-game-search__option">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (see above) */}
      {/* biome-ignore lint/a11y/useFocusableInteractive: the combobox input keeps the focus (see above) */}
      <div
        id={id}
        role="option"
        className="casino-game-search__game"
        aria-selected={active === 'real'}
        onClick={(event) => onOpen(game, 'real', event)}
      >
        <img src={links.imageSrc(game)} alt="" width={64} height={48} loading="lazy" />
        <span className="casino-game-search__caption">
          <span className="casino-game-tile__title">{game.title}</span>
          <span className="casino-game-tile__provider">{providerTitle}</span>
        </span>
      </div>
      {canPlayDemo(game) ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (see above)
        // biome-ignore lint/a11y/useFocusableInteractive: the combobox input keeps the focus (see above)
        <div
          id={`${id}-demo`}
          role="option"
          className="casino-game-search__demo"
          aria-selected={active === 'demo'}
          onClick={(event) => onOpen(game, 'demo', event)}
        >
          {t('games.tile.demo')}
        </div>
      ) : null}
    </fieldset>
  );
}
