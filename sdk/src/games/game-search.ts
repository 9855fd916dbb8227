import { type ReadonlySignal, signal } from '@preact/signals-core';
import { GAMES_TITLE_MAX_LENGTH } from '../contract/game-constants';
import type { Game, GameDevice } from '../contract/games';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '../rules/game-list';
import type { GamesModule } from './games';

/** Where a search stands: no query, a query too short to search, waiting for the answer, answered, failed. */
export type GameSearchStatus = 'idle' | 'too-short' | 'loading' | 'done' | 'error';

/** Options of {@link createGameSearch}. */
export interface GameSearchOptions {
  /** Quiet time after the last change before searching, in ms. Defaults to `SEARCH_DEBOUNCE_MS` (300). */
  debounceMs?: number;
  /** Shortest trimmed query searched. Defaults to `SEARCH_MIN_LENGTH` (3: more than 2 characters). */
  minLength?: number;
  /** Games per answer. Defaults to the games module's page size. */
  pageSize?: number;
  /** Only games for this device. Defaults to every device. */
  device?: GameDevice;
}

/** A title search as the search popup runs it (core.md §2). */
export interface GameSearch {
  /** The query as typed. */
  readonly query: ReadonlySignal<string>;
  /** Games of the latest searched query; empty while the query is too short or after a failure. */
  readonly results: ReadonlySignal<Game[]>;
  /** Games matching the latest searched query in all (results hold the first page). */
  readonly totalCount: ReadonlySignal<number>;
  readonly status: ReadonlySignal<GameSearchStatus>;
  /** Sets the query; a searchable one is searched once typing pauses, and only its answer is shown. */
  setQuery(text: string): void;
  /** Empties the query and results and drops any pending search. */
  clear(): void;
}

/** Creates a title search over a games module: debounced, minimum length, stale answers dropped. */
export function createGameSearch(games: Pick<GamesModule, 'filter'>, options: GameSearchOptions = {}): GameSearch {
  const debounceMs = options.debounceMs ?? SEARCH_DEBOUNCE_MS;
  const minLength = options.minLength ?? SEARCH_MIN_LENGTH;
  const query = signal('');
  const results = signal<Game[]>([]);
  const totalCount = signal(0);
  const status = signal<GameSearchStatus>('idle');
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The trimmed query searched (or about to be); only its answer is shown. */
  let searched = '';

  const show = (next: GameSearchStatus, games: Game[] = [], total = 0) => {
    results.value = games;
    totalCount.value = total;
    status.value = next;
  };

  async function search(title: string) {
    try {
      const page = await games.filter({
        filter: { title: title.slice(0, GAMES_TITLE_MAX_LENGTH) },
        ...(options.pageSize === undefined ? {} : { page_size: options.pageSize }),
        ...(options.device === undefined ? {} : { device: options.device }),
      });
      if (searched === title) show('done', page.data, page.pagination.total_count);
    } catch {
      if (searched === title) show('error');
    }
  }

  return {
    query,
    results,
    totalCount,
    status,
    setQuery(text) {
      query.value = text;
      const title = text.trim();
      // The same searchable query again (a trailing space): its search already runs or ran.
      if (searched !== '' && title === searched && status.value !== 'error') return;
      clearTimeout(timer);
      searched = title.length >= minLength ? title : '';
      if (searched === '') {
        show(title === '' ? 'idle' : 'too-short');
        return;
      }
      status.value = 'loading';
      timer = setTimeout(() => void search(title), debounceMs);
    },
    clear() {
      clearTimeout(timer);
      searched = '';
      query.value = '';
      show('idle');
    },
  };
}
