import type { Game } from '../src/contract/games';

/** A game that satisfies the contract; numeric ids 101 (EUR) and 901 (FUN) unless `overrides` say otherwise. */
export function gameFixture(overrides: Partial<Game> = {}): Game {
  return {
    identifier: 'northlight/sweet-bonanza',
    slug: 'sweet-bonanza',
    seo_title: 'sweet-bonanza',
    title: 'Sweet Bonanza',
    provider: 'northlight',
    categories: ['all', 'pokies'],
    devices: ['desktop', 'mobile'],
    currencies: { EUR: { id: 101, jackpot: null }, FUN: { id: 901, jackpot: null } },
    unfinished_games_for: [],
    uniq_seo_title: true,
    lines: 20,
    ways: 0,
    volatility_rating: 'medium',
    hit_rate: '27.40',
    payout: '96.12',
    rtp: 96.12,
    badges: [],
    has_demo_mode: true,
    image_url: '/games/art/northlight/sweet-bonanza.svg',
    released_at: '2026-01-01T00:00:00.000Z',
    collections: {},
    ...overrides,
  };
}

/** A request the games side saw. */
export interface GamesRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** An answer: a status and a JSON body (204 sends none). */
export interface GamesAnswer {
  status: number;
  body?: unknown;
}

/** The games side of the test platform: a fetch that hands games requests to `answer` (which may wait) and passes the rest on. */
export interface GamesPlatform {
  requests: GamesRequest[];
  /** Decides the answer of a games request; replace it per test. */
  answer: (request: GamesRequest) => GamesAnswer | Promise<GamesAnswer>;
  fetch: typeof fetch;
}

const GAMES_PATHS = /^\/api\/(games|player\/favorite_games|player\/played_games)/;

/** Starts the games side in front of `next` (the platform's fetch); by default every games request answers 204. */
export function startGamesPlatform(next: typeof fetch = fetch): GamesPlatform {
  const platform: GamesPlatform = {
    requests: [],
    answer: () => ({ status: 204 }),
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (!GAMES_PATHS.test(url.pathname)) return next(input, init);
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      const request = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: new Headers(init?.headers),
        body,
      };
      platform.requests.push(request);
      const { status, body: answer } = await platform.answer(request);
      return status === 204
        ? new Response(null, { status })
        : new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    },
  };
  return platform;
}

/** A promise with its resolve, to hold an answer until the test releases it. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
