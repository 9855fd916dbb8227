import type { Game } from '@casino/sdk/contract';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { GameMode } from '../games/gameHref';
import { useGames } from '../games/useGames';
import { useProviderTitle } from '../games/useProviderTitle';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { hasDemo } from './launchStep';
import type { Fullscreen } from './useFullscreen';
import { useGameLauncherT } from './useGameLauncherT';

/** Props of {@link GameToolbar}. */
export interface GameToolbarProps {
  /** Id of the title heading, which names the game page. */
  headingId: string;
  game: Game;
  mode: GameMode;
  onModeChange: (mode: GameMode) => void;
  /** Whether the favourite toggle shows: for players, when the game has an id to store. */
  favourite: boolean;
  /** Full screen of the game frame; the button shows only while the frame does and the browser allows it. */
  fullscreen: Fullscreen | null;
}

/** Internal: the game page's header: title and provider, the real/demo switch, favourite and full screen. */
export function GameToolbar({ headingId, game, mode, onModeChange, favourite, fullscreen }: GameToolbarProps) {
  const { t } = useGameLauncherT();
  const providerTitle = useProviderTitle(useGames(), game.provider);
  return (
    <div className="casino-game__toolbar">
      <div className="casino-game__heading">
        <h2 id={headingId}>{game.title}</h2>
        <p>{t('game_launcher.provider', { provider: providerTitle })}</p>
      </div>
      <fieldset className="casino-game__modes">
        <legend className="casino-visually-hidden">{t('game_launcher.mode.label')}</legend>
        <Button variant="secondary" aria-pressed={mode === 'real'} onClick={() => onModeChange('real')}>
          {t('game_launcher.mode.real')}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={mode === 'demo'}
          disabled={!hasDemo(game)}
          onClick={() => onModeChange('demo')}
        >
          {t('game_launcher.mode.demo')}
        </Button>
      </fieldset>
      {favourite ? <FavouriteToggle game={game} /> : null}
      {fullscreen?.supported ? (
        <Button variant="secondary" onClick={fullscreen.toggle}>
          {fullscreen.active ? t('game_launcher.fullscreen.exit') : t('game_launcher.fullscreen.enter')}
        </Button>
      ) : null}
    </div>
  );
}

/** The favourite toggle: pressed while the game is a favourite, busy while its change is in flight. */
function FavouriteToggle({ game }: { game: Game }) {
  useSignals();
  const games = useGames();
  const { t } = useGameLauncherT();
  const [failed, setFailed] = useState(false);
  const toggle = () => {
    setFailed(false);
    games.toggleFavourite(game).catch(() => setFailed(true));
  };
  return (
    <>
      <Button
        variant="secondary"
        aria-pressed={games.isFavourite(game)}
        busy={games.togglingFavourites.value.has(game.identifier)}
        onClick={toggle}
      >
        {t('game_launcher.favourite')}
      </Button>
      {failed ? <Alert>{t('game_launcher.favourite_failed')}</Alert> : null}
    </>
  );
}
