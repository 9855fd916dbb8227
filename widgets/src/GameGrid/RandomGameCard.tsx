import type { Game } from '@casino/sdk/contract';
import { useState } from 'react';
import type { GameLinks } from '../games/useGameLinks';
import { useGames } from '../games/useGames';
import type { WidgetTranslation } from '../provider/useT';

/** Props of {@link RandomGameCard}. */
export interface RandomGameCardProps {
  /** The list's category; `all` draws from every game. */
  category: string;
  links: GameLinks;
  t: WidgetTranslation['t'];
  /** Called with the drawn game instead of going to its page. */
  onRandomGame?: (game: Game) => void;
}

/** Internal: the "random game" card of a category list: draws a game of the category and opens it in real mode. */
export function RandomGameCard({ category, links, t, onRandomGame }: RandomGameCardProps) {
  const games = useGames();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const draw = () => {
    if (state === 'busy') return;
    setState('busy');
    games.random(category === 'all' ? undefined : category).then(
      (game) => {
        setState('idle');
        if (onRandomGame) onRandomGame(game);
        else links.navigate(links.href(game, 'real'));
      },
      () => setState('failed'),
    );
  };

  return (
    <div className="casino-game-tile">
      <button
        type="button"
        className="casino-game-card"
        onClick={draw}
        aria-busy={state === 'busy' || undefined}
        aria-disabled={state === 'busy' || undefined}
      >
        <svg aria-hidden="true" focusable="false" width="32" height="32" viewBox="0 0 24 24">
          <rect x="3" y="3" width="18" height="18" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="8" cy="8" r="1.6" fill="currentColor" />
          <circle cx="12" cy="12" r="1.6" fill="currentColor" />
          <circle cx="16" cy="16" r="1.6" fill="currentColor" />
        </svg>
        <strong>{t('games.card.random')}</strong>
      </button>
      <div className="casino-game-tile__caption">
        {state === 'failed' ? (
          <p className="casino-game-tile__provider casino-game-tile__note--error" role="alert">
            {t('games.card.random_failed')}
          </p>
        ) : (
          <p className="casino-game-tile__provider">{t('games.card.random_hint')}</p>
        )}
      </div>
    </div>
  );
}
