import type { Game, GamesFilterRequest } from '@casino/sdk/contract';
import type { GamesModule } from '@casino/sdk/games';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Where a paged games list stands. */
export interface GamePages {
  /** The games loaded so far, in list order. */
  games: readonly Game[];
  /** Games matching in all (known once the first page answered). */
  total: number;
  /** Pages in all (known once the first page answered). */
  totalPages: number;
  /** `loading`: the first page; `more`: a next page; `error`: the first page failed; `more-error`: a next page failed. */
  status: 'loading' | 'idle' | 'more' | 'error' | 'more-error';
  /** Whether a next page exists. */
  hasMore: boolean;
  /** Loads the next page, unless one is loading or none is left. */
  loadMore(): void;
  /** Loads the page that failed again. */
  retry(): void;
}

/**
 * Internal: a games list read page by page with `games.filter`, from `firstPage` on. Starts again when the request
 * changes (compared by value); answers of an older request are dropped.
 */
export function useGamePages(games: GamesModule, request: GamesFilterRequest, firstPage = 1): GamePages {
  const key = JSON.stringify([request, firstPage]);
  const [state, setState] = useState<{
    key: string;
    games: Game[];
    total: number;
    totalPages: number;
    next: number | null;
  }>({ key, games: [], total: 0, totalPages: 0, next: firstPage });
  const [status, setStatus] = useState<GamePages['status']>('loading');
  const current = useRef({ key, busy: false });
  const requestRef = useRef(request);
  requestRef.current = request;

  const load = useCallback(
    (page: number, first: boolean) => {
      const loadKey = current.current.key;
      current.current.busy = true;
      setStatus(first ? 'loading' : 'more');
      games.filter({ ...requestRef.current, page }).then(
        (answer) => {
          if (current.current.key !== loadKey) return;
          current.current.busy = false;
          setState((previous) => ({
            key: loadKey,
            games: first ? answer.data : [...previous.games, ...answer.data],
            total: answer.pagination.total_count,
            totalPages: answer.pagination.total_pages,
            next: answer.pagination.next_page,
          }));
          setStatus('idle');
        },
        () => {
          if (current.current.key !== loadKey) return;
          current.current.busy = false;
          setStatus(first ? 'error' : 'more-error');
        },
      );
    },
    [games],
  );

  useEffect(() => {
    current.current = { key, busy: false };
    setState({ key, games: [], total: 0, totalPages: 0, next: firstPage });
    load(firstPage, true);
  }, [key, firstPage, load]);

  const fresh = state.key === key;
  const next = fresh ? state.next : firstPage;
  return {
    games: fresh ? state.games : [],
    total: fresh ? state.total : 0,
    totalPages: fresh ? state.totalPages : 0,
    status: fresh ? status : 'loading',
    hasMore: next !== null && fresh && status !== 'loading',
    loadMore() {
      if (current.current.busy || next === null || status !== 'idle' || !fresh) return;
      load(next, false);
    },
    retry() {
      if (status === 'error') load(firstPage, true);
      else if (status === 'more-error' && next !== null) load(next, false);
    },
  };
}
