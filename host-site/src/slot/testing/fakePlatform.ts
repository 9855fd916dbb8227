import { createCasino, type HttpClient } from '@casino/sdk';
import { createSlotCalls, type SlotCalls } from '@casino/sdk/slot';

/** A request as the fake platform saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** Answers one request: a status and a JSON body, or `'network'` for a failed connection. */
export type FakeAnswer = { status: number; body?: unknown } | 'network';

/** A route handler of the fake platform. */
export type FakeRoute = (request: SeenRequest) => FakeAnswer;

/** The origin the fake platform (and the slot page) lives on. */
export const CASINO_ORIGIN = 'https://casino.test';

/**
 * An HTTP client of the SDK whose `fetch` is answered by `routes` (`"POST /api/games/demo/rounds"` → handler):
 * the boundary of the slot page, so the page's own code, the SDK's client and the contract checks all run.
 * An unknown route answers 404. `requests` records every call.
 */
export function fakePlatform(routes: Record<string, FakeRoute>): {
  http: HttpClient;
  calls: SlotCalls;
  requests: SeenRequest[];
} {
  const requests: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const seen: SeenRequest = {
      method: request.method,
      path: url.pathname,
      headers: request.headers,
      body: text === '' ? undefined : JSON.parse(text),
    };
    requests.push(seen);
    const route = routes[`${seen.method} ${seen.path}`];
    const answer: FakeAnswer = route ? route(seen) : { status: 404, body: { errors: { base: ['not found'] } } };
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const casino = createCasino({
    baseUrl: CASINO_ORIGIN,
    fetch: fetch as typeof globalThis.fetch,
    retries: 1,
    retryDelay: () => 0,
    realtime: false,
    storage: {},
  });
  return { http: casino.http, calls: createSlotCalls(casino.http), requests };
}
