import type { Game, GamesFilter, GamesFilterRequest } from '@casino/sdk/contract';
import { type ListCard, RANDOM_CARD_AT_END_CATEGORIES, withCashbackCard, withRandomCard } from '@casino/sdk/rules';
import { type CSSProperties, type ReactNode, useId, useMemo, useRef } from 'react';
import { GameListSkeleton } from '../GameTile/GameListSkeleton';
import { GameTileView } from '../GameTile/GameTileView';
import { GamesShell } from '../games/GamesShell';
import type { GameLinkProps } from '../games/gameLinkProps';
import { useGameLinks } from '../games/useGameLinks';
import { useGames } from '../games/useGames';
import { useGamesT } from '../games/useGamesT';
import { useCasino } from '../provider/useCasino';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { CashbackCard } from './CashbackCard';
import { GridPager } from './GridPager';
import { RandomGameCard } from './RandomGameCard';
import { useGamePages } from './useGamePages';
import { useGridWindow } from './useGridWindow';

/** Props of {@link GameGrid}. All optional. */
export type GameGridProps = GameLinkProps & {
  /** Category id (`pokies`, `live`…); `all` or none lists every game. Category lists get the random-game card (and `live` the cashback card). */
  category?: string;
  /** Provider id: only that studio's games. Defaults to every provider. */
  provider?: string;
  /** More filter conditions, merged with `category` and `provider`; its `categories` replace the `category` filter. Defaults to none. */
  filter?: GamesFilter;
  /** Order of the list. Defaults to the server's (popularity). */
  sort?: GamesFilterRequest['sort'];
  /** Visible heading (h2). Without it the grid is labelled "Games" for screen readers. */
  title?: string;
  /** Games per page. Defaults to the games module's page size (40). */
  pageSize?: number;
  /**
   * A fixed page (from 1) instead of infinite scroll: exactly that page, with previous/next links made by `pageHref`
   * (the `/producers/{slug}/{page}` pages); infinite scroll and virtualisation are off then.
   */
  page?: number;
  /** Address of another page, for the previous/next links of a fixed `page`. Without it no links show. */
  pageHref?: (page: number) => string;
  /** Called with the game the random-game card drew. Defaults to going to that game's real-mode page. */
  onRandomGame?: (game: Game) => void;
  /** Where the cashback card of the `live` category leads. Defaults to `${casino.baseUrl}/promotions`. */
  cashbackHref?: string;
};

type Item = Game | ListCard;
const isGame = (item: Item): item is Game => 'identifier' in item;

/**
 * A grid of games read page by page. With infinite scroll (no `page`) the page scrolls, only the rows in view (plus
 * an overscan) are rendered, and the next page loads 500 px before the end of what is loaded.
 */
export function GameGrid({ appearance, ...props }: GameGridProps) {
  return (
    <GamesShell widget="game-grid" appearance={appearance}>
      <GameGridContent {...props} />
    </GamesShell>
  );
}

function GameGridContent({
  category,
  provider,
  filter,
  sort,
  title,
  pageSize,
  page,
  pageHref,
  onRandomGame,
  cashbackHref,
  gameHref,
  onNavigate,
}: Omit<GameGridProps, 'appearance'>) {
  const games = useGames();
  const { baseUrl } = useCasino().options;
  const { t, language } = useGamesT();
  const links = useGameLinks({ gameHref, onNavigate });
  const headingId = useId();
  const grid = useRef<HTMLUListElement>(null);
  const request = useMemo<GamesFilterRequest>(() => {
    const merged: GamesFilter = { ...filter };
    // categories given in `filter` (e.g. a section AND a category) take precedence; `category` still picks the cards
    if (category && category !== 'all' && !filter?.categories) merged.categories = { identifiers: [category] };
    if (provider) merged.providers = [provider];
    return {
      filter: merged,
      ...(sort ? { sort } : {}),
      ...(pageSize ? { page_size: pageSize } : {}),
    };
  }, [category, provider, filter, sort, pageSize]);
  const fixed = page !== undefined;
  const pages = useGamePages(games, request, page ?? 1);

  const items = useMemo<Item[]>(() => {
    if (!category || pages.games.length === 0) return [...pages.games];
    // a card "at the end" waits for the last page, so it does not move while the list grows
    const random =
      RANDOM_CARD_AT_END_CATEGORIES.includes(category) && pages.hasMore
        ? [...pages.games]
        : withRandomCard(pages.games, category);
    return withCashbackCard(random, category);
  }, [category, pages.games, pages.hasMore]);

  const view = useGridWindow(grid, items.length, !fixed && items.length > 0, pages.loadMore);
  const shown = fixed ? items : items.slice(view.start, view.end);
  const offset = fixed ? 0 : view.start;

  const renderItem = (item: Item): ReactNode => {
    if (isGame(item)) return <GameTileView game={item} links={links} t={t} />;
    if (item.card === 'random') {
      return <RandomGameCard category={category ?? 'all'} links={links} t={t} onRandomGame={onRandomGame} />;
    }
    return <CashbackCard href={cashbackHref ?? `${baseUrl}/promotions`} onClick={links.onClick} t={t} />;
  };

  const label = title ? { 'aria-labelledby': headingId } : { 'aria-label': t('games.grid.label') };
  const count = new Intl.NumberFormat(language).format(pages.total);
  const gridStyle: CSSProperties | undefined = fixed
    ? undefined
    : {
        gridTemplateColumns: `repeat(${view.columns}, minmax(0, 1fr))`,
        paddingTop: view.before,
        paddingBottom: view.after,
      };

  return (
    <section {...label}>
      <div className="casino-games__head">
        {title ? <h2 id={headingId}>{title}</h2> : null}
        {pages.status !== 'loading' && pages.status !== 'error' ? (
          <p className="casino-games__count">{t('games.count', { count: pages.total, total: count })}</p>
        ) : null}
      </div>
      {pages.status === 'loading' ? <GameListSkeleton className="casino-game-grid" label={t('games.loading')} /> : null}
      {pages.status === 'error' ? (
        <div className="casino-stack">
          <Alert>{t('games.load_failed')}</Alert>
          <Button variant="secondary" onClick={pages.retry}>
            {t('games.retry')}
          </Button>
        </div>
      ) : null}
      {pages.status !== 'loading' && pages.status !== 'error' && items.length === 0 ? <p>{t('games.empty')}</p> : null}
      {items.length > 0 ? (
        <ul ref={grid} className="casino-game-grid" style={gridStyle} aria-busy={pages.status === 'more' || undefined}>
          {shown.map((item, index) => (
            <li
              key={isGame(item) ? item.identifier : item.card}
              aria-posinset={offset + index + 1}
              aria-setsize={items.length}
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : null}
      {pages.status === 'more' ? (
        <p role="status" className="casino-games__count">
          {t('games.loading_more')}
        </p>
      ) : null}
      {pages.status === 'more-error' ? (
        <div className="casino-stack">
          <Alert>{t('games.load_failed')}</Alert>
          <Button variant="secondary" onClick={pages.retry}>
            {t('games.retry')}
          </Button>
        </div>
      ) : null}
      {fixed && pages.status === 'idle' ? (
        <GridPager page={page} pages={pages.totalPages} pageHref={pageHref} onNavigate={onNavigate} t={t} />
      ) : null}
    </section>
  );
}
