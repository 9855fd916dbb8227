import type { Game } from '@casino/sdk/contract';
import { createGameSearch } from '@casino/sdk/games';
import { isSearchable, SEARCH_MIN_LENGTH } from '@casino/sdk/rules';
import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useMemo, useState } from 'react';
import { GamesShell } from '../games/GamesShell';
import type { GameMode } from '../games/gameHref';
import type { GameLinkProps } from '../games/gameLinkProps';
import { isPlainLeftClick, useGameLinks } from '../games/useGameLinks';
import { useGames } from '../games/useGames';
import { useGamesT } from '../games/useGamesT';
import { useResource } from '../provider/useResource';
import { canPlayDemo, SearchResult } from './SearchResult';

/** Games of the "Recommended" list shown while the query is too short to search. */
export const RECOMMENDED_COUNT = 8;

/** Props of {@link GameSearch}. All optional. */
export type GameSearchProps = GameLinkProps & {
  /** Focuses the search field when it shows (a search popup). Defaults to `false`. */
  autoFocus?: boolean;
  /** Called when a result is chosen, after navigation started (the site closes its popup). Defaults to none. */
  onSelect?: (game: Game) => void;
};

/**
 * The game search of the search popup (core.md §2): a combobox whose list shows the recommended games until the query
 * has more than 2 characters, then the games whose title matches (300 ms after typing stops). Each game is a group of
 * options: the game (real money) and, when demo play exists, "Demo". Up/Down move between games, Right/Left between a
 * game and its demo, Enter opens the active option, Escape clears.
 */
export function GameSearch({ appearance, ...props }: GameSearchProps) {
  return (
    <GamesShell widget="game-search" appearance={appearance}>
      <GameSearchContent {...props} />
    </GamesShell>
  );
}

function GameSearchContent({ autoFocus = false, onSelect, gameHref, onNavigate }: Omit<GameSearchProps, 'appearance'>) {
  useSignals();
  const games = useGames();
  const { t, language } = useGamesT();
  const links = useGameLinks({ gameHref, onNavigate });
  const search = useMemo(() => createGameSearch(games), [games]);
  // without recommendations (loading, or their load failed) the field still searches
  const { data: recommended } = useResource(
    games.categoryGames.get({ category: 'recommended', count: RECOMMENDED_COUNT }),
    'once',
  );
  /** The active game (-1: none) and which of its options: the game (real) or its demo. */
  const [active, setActive] = useState<{ index: number; mode: GameMode }>({ index: -1, mode: 'real' });
  const [focused, setFocused] = useState(false);
  const inputId = useId();
  const listId = useId();
  const headingId = useId();
  const query = search.query.value;
  const status = search.status.value;
  const searching = isSearchable(query);
  const list = searching ? search.results.value : recommended;

  useEffect(() => () => search.clear(), [search]);

  const open = (game: Game, mode: GameMode, event?: MouseEvent) => {
    const href = links.href(game, mode);
    if (event && !isPlainLeftClick(event)) return;
    event?.preventDefault();
    links.navigate(href);
    onSelect?.(game);
  };

  const activeGame = list[active.index];
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (list.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = active.index < 0 && step < 0 ? 0 : active.index;
      setActive({ index: (from + step + list.length) % list.length, mode: 'real' });
    } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && activeGame) {
      const mode = event.key === 'ArrowRight' && canPlayDemo(activeGame) ? 'demo' : 'real';
      if (mode === active.mode) return;
      event.preventDefault();
      setActive({ index: active.index, mode });
    } else if (event.key === 'Enter') {
      if (!activeGame) return;
      event.preventDefault();
      open(activeGame, active.mode);
    } else if (event.key === 'Escape') {
      if (query === '') return;
      event.preventDefault();
      search.clear();
      setActive({ index: -1, mode: 'real' });
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  const activeId = activeGame ? `${optionId(active.index)}${active.mode === 'demo' ? '-demo' : ''}` : undefined;
  let announcement = '';
  if (searching && status === 'loading') announcement = t('games.search.searching');
  else if (searching && status === 'error') announcement = t('games.search.failed');
  else if (searching && status === 'done' && list.length > 0) {
    const total = search.totalCount.value;
    announcement = t('games.search.found', { count: total, total: new Intl.NumberFormat(language).format(total) });
  }
  const nothingFound = searching && status === 'done' && list.length === 0;

  return (
    <div className="casino-game-search casino-stack casino-stack--tight">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only tracks whether focus is inside the field (for the clear button) */}
      <div
        className="casino-field"
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        <label htmlFor={inputId} className="casino-field__label">
          {t('games.search.label')}
        </label>
        <div className="casino-game-search__box">
          <input
            id={inputId}
            className="casino-field__input"
            type="text"
            role="combobox"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            // biome-ignore lint/a11y/noAutofocus: the host asks for it when the field is the content of a search popup
            autoFocus={autoFocus}
            placeholder={t('games.search.placeholder')}
            aria-autocomplete="list"
            aria-expanded={list.length > 0}
            aria-controls={listId}
            aria-activedescendant={activeId}
            value={query}
            onChange={(event) => {
              search.setQuery(event.target.value);
              setActive({ index: -1, mode: 'real' });
            }}
            onKeyDown={onKeyDown}
          />
          {focused && searching ? (
            <button
              type="button"
              className="casino-button casino-button--secondary casino-game-search__clear"
              aria-label={t('games.search.clear')}
              onClick={() => {
                search.clear();
                setActive({ index: -1, mode: 'real' });
                document.getElementById(inputId)?.focus();
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        {!searching && query.trim() !== '' ? (
          <p className="casino-field__hint">{t('games.search.too_short', { min: SEARCH_MIN_LENGTH })}</p>
        ) : null}
      </div>
      <p role="status" className={announcement ? 'casino-games__count' : 'casino-visually-hidden'}>
        {announcement}
      </p>
      {nothingFound ? (
        <div>
          <p>{t('games.search.empty', { query: query.trim() })}</p>
          <p className="casino-field__hint">{t('games.search.refine')}</p>
        </div>
      ) : null}
      {!searching && recommended.length > 0 ? (
        <h2 id={headingId} className="casino-field__label">
          {t('games.search.recommended')}
        </h2>
      ) : null}
      <div
        id={listId}
        role="listbox"
        className="casino-game-search__list"
        aria-labelledby={searching ? undefined : headingId}
        aria-label={searching ? t('games.search.results') : undefined}
        hidden={list.length === 0}
      >
        {list.map((game, index) => (
          <SearchResult
            key={game.identifier}
            id={optionId(index)}
            game={game}
            active={index === active.index ? active.mode : undefined}
            links={links}
            t={t}
            onOpen={open}
          />
        ))}
      </div>
    </div>
  );
}
