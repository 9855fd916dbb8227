import type { Game } from '@casino/sdk/contract';
import { lockedCurrency } from '@casino/sdk/rules';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useId, useState } from 'react';
import { useCurrencies } from '../format/useCurrencies';
import type { GameLinks } from '../games/useGameLinks';
import { useGames } from '../games/useGames';
import { useProviderTitle } from '../games/useProviderTitle';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import type { WidgetTranslation } from '../provider/useT';
import { Button } from '../ui/Button';

/** Props of {@link GameTileView}. */
export interface GameTileViewProps {
  game: Game;
  links: GameLinks;
  t: WidgetTranslation['t'];
  /** Whether the preview loads at once and before other images (`fetchpriority="high"`), not when scrolled near. Defaults to `false`. */
  priority?: boolean;
}

/**
 * Internal: one game tile without a widget frame (the lists render many in one frame); memoised, so that a
 * scrolling grid renders only the rows that come into view. The title is always the
 * real-mode link; Play, Demo and the favourite toggle show on hover and keyboard focus, and always on touch screens.
 */
export const GameTileView = memo(function GameTileView({ game, links, t, priority = false }: GameTileViewProps) {
  useSignals();
  const games = useGames();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const walletCurrency = useCasinoSignal((state) => state.activeAccount.value?.currency);
  const profile = useCasinoSignal((state) => state.profile.value);
  const providerTitle = useProviderTitle(games, game.provider);
  const [failed, setFailed] = useState(false);
  const titleId = useId();
  const logged = loginState === 'logged';
  const { currencies } = useCurrencies(logged);
  const currency = logged ? (walletCurrency ?? profile?.currency) : undefined;
  const locked = lockedCurrency(game, currency, currencies);
  const realHref = links.href(game, 'real');
  const canDemo = game.has_demo_mode && game.currencies.FUN !== undefined;
  // favourites are kept by the game's id in the player's currency (core.md §4)
  const canFavourite = logged && currency !== undefined && game.currencies[currency] !== undefined;
  const favourite = games.isFavourite(game);
  const toggling = games.togglingFavourites.value.has(game.identifier);

  const toggleFavourite = () => {
    setFailed(false);
    games.toggleFavourite(game).catch(() => setFailed(true));
  };

  return (
    <article className="casino-game-tile" data-game-tile={game.identifier} aria-labelledby={titleId}>
      <div className="casino-game-tile__art">
        <img
          src={links.imageSrc(game)}
          alt={game.title}
          width={400}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
        {game.badges.length > 0 ? (
          <ul className="casino-game-tile__badges" aria-label={t('games.tile.badges')}>
            {game.badges.map((badge) => (
              <li key={badge}>{t(`games.badge.${badge}`)}</li>
            ))}
          </ul>
        ) : null}
        {locked ? (
          <p className="casino-game-tile__note">{t('games.tile.locked', { currency: locked })}</p>
        ) : (
          <div className="casino-game-tile__actions">
            <a
              className="casino-button casino-button--primary casino-game-tile__play"
              href={realHref}
              onClick={links.onClick}
              aria-label={t('games.tile.play_label', { title: game.title })}
            >
              {t('games.tile.play')}
            </a>
            {canDemo ? (
              <a
                className="casino-game-tile__demo"
                href={links.href(game, 'demo')}
                onClick={links.onClick}
                aria-label={t('games.tile.demo_label', { title: game.title })}
              >
                {t('games.tile.demo')}
              </a>
            ) : null}
            {canFavourite ? (
              <Button
                variant="secondary"
                className="casino-game-tile__favourite"
                aria-pressed={favourite}
                aria-label={t('games.tile.favourite_label', { title: game.title })}
                busy={toggling}
                onClick={toggleFavourite}
              >
                <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
              </Button>
            ) : null}
          </div>
        )}
        {failed ? (
          <p className="casino-game-tile__note casino-game-tile__note--error" role="alert">
            {t('games.tile.favourite_failed')}
          </p>
        ) : null}
      </div>
      <div className="casino-game-tile__caption">
        <h3 id={titleId} className="casino-game-tile__title">
          {locked ? (
            game.title
          ) : (
            <a className="casino-game-tile__title" href={realHref} onClick={links.onClick} tabIndex={-1}>
              {game.title}
            </a>
          )}
        </h3>
        <p className="casino-game-tile__provider">{providerTitle}</p>
      </div>
    </article>
  );
});
