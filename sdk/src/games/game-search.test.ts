import type { GamesFilterPage, GamesFilterRequest } from '../contract/games';
import { fixtureGame } from '../testing';
import { createGameSearch } from './game-search';

/** A promise with its resolve, to answer a search when the test says. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const pageOf = (title: string): GamesFilterPage => ({
  data: [fixtureGame(0, { identifier: `p/${title}`, title })],
  pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_count: 1 },
});

let requests: GamesFilterRequest[];
let answers: Map<string, ReturnType<typeof deferred<GamesFilterPage>>>;
const filter = (request: GamesFilterRequest = {}) => {
  requests.push(request);
  const title = request.filter?.title ?? '';
  const answer = deferred<GamesFilterPage>();
  answers.set(title, answer);
  return answer.promise;
};

beforeEach(() => {
  vi.useFakeTimers();
  requests = [];
  answers = new Map();
});
afterEach(() => vi.useRealTimers());

describe('game search (core.md §2: more than 2 characters, 300 ms debounce)', () => {
  it('does not search 2 characters or fewer (trimmed): too-short, no request', async () => {
    const search = createGameSearch({ filter });
    search.setQuery('bo');
    expect(search.status.value).toBe('too-short');
    search.setQuery('  bo   ');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requests).toHaveLength(0);
    expect(search.query.value).toBe('  bo   ');
    search.setQuery('');
    expect(search.status.value).toBe('idle');
  });

  it('collapses typing into one request 300 ms after the last change', async () => {
    const search = createGameSearch({ filter }, { pageSize: 12, device: 'mobile' });
    for (const text of ['bon', 'bona', 'bonan']) {
      search.setQuery(text);
      await vi.advanceTimersByTimeAsync(299);
    }
    expect(requests).toHaveLength(0);
    expect(search.status.value).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toEqual([{ filter: { title: 'bonan' }, page_size: 12, device: 'mobile' }]);
    answers.get('bonan')?.resolve(pageOf('Sweet Bonanza'));
    await vi.advanceTimersByTimeAsync(0);
    expect(search.status.value).toBe('done');
    expect(search.results.value.map((game) => game.title)).toEqual(['Sweet Bonanza']);
    expect(search.totalCount.value).toBe(1);
    search.setQuery('bonan ');
    await vi.advanceTimersByTimeAsync(300);
    expect(requests).toHaveLength(1);
  });

  it('shows only the latest query answer: a stale answer arriving later is dropped', async () => {
    const search = createGameSearch({ filter });
    search.setQuery('koi');
    await vi.advanceTimersByTimeAsync(300);
    search.setQuery('nile');
    await vi.advanceTimersByTimeAsync(300);
    expect(requests).toHaveLength(2);
    answers.get('nile')?.resolve(pageOf('Piñata of the Nile'));
    await vi.advanceTimersByTimeAsync(0);
    answers.get('koi')?.resolve(pageOf('Golden Koi'));
    await vi.advanceTimersByTimeAsync(0);
    expect(search.results.value.map((game) => game.title)).toEqual(['Piñata of the Nile']);

    search.setQuery('ko');
    expect(search.status.value).toBe('too-short');
    expect(search.results.value).toEqual([]);
  });

  it('shows nothing after a failure, and clear() drops a pending search', async () => {
    const search = createGameSearch({ filter: () => Promise.reject(new Error('down')) });
    search.setQuery('bonanza');
    await vi.advanceTimersByTimeAsync(300);
    expect(search.status.value).toBe('error');
    expect(search.results.value).toEqual([]);

    const other = createGameSearch({ filter });
    other.setQuery('bonanza');
    other.clear();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requests).toHaveLength(0);
    expect(other.query.value).toBe('');
    expect(other.status.value).toBe('idle');
  });
});
