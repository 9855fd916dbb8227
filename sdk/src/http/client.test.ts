import * as z from 'zod/mini';
import { type LocalServer, type Route, sendJson, startLocalServer } from '../../test/local-server';
import { ErrorBody } from '../contract/errors';
import { routePath } from '../contract/routes';
import { CasinoHttpError, ContractError, fieldErrors, NetworkError } from '../errors';
import { createEvents } from '../events';
import { createHttpClient, type HttpClientOptions } from './client';

const Greeting = z.object({ hello: z.string() });

let server: LocalServer;
let route: Route;

beforeEach(async () => {
  route = (_request, response) => sendJson(response, 200, { hello: 'world' });
  server = await startLocalServer((request, response, drop) => route(request, response, drop));
});
afterEach(() => server.close());

function client(overrides: Partial<HttpClientOptions> = {}) {
  const events = createEvents();
  const delays: number[] = [];
  const http = createHttpClient({
    baseUrl: server.url,
    events,
    timeoutMs: 5_000,
    retries: 6,
    retryDelay: (attempt) => {
      delays.push(attempt);
      return 0;
    },
    ...overrides,
  });
  return { http, events, delays };
}

/** Drops the first `times` connections, then answers with `answer`. */
function dropFirst(times: number, answer: Route): Route {
  let seen = 0;
  return (request, response, drop) => {
    seen++;
    if (seen <= times) drop();
    else answer(request, response, drop);
  };
}

describe('HTTP client (api-facts §10, core.md §8)', () => {
  it('sends the default headers, JSON bodies and credentials', async () => {
    const inits: RequestInit[] = [];
    const { http } = client({
      fetch: (input, init) => {
        if (init) inits.push(init);
        return fetch(input, init);
      },
    });
    await http.post('/echo', { a: 1 }, Greeting, { query: { page: 2, skip: undefined } });
    const seen = server.requests[0];
    expect(seen?.headers.accept).toBe('application/json, text/plain, */*');
    expect(seen?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(seen?.headers['x-content-policy']).toBe('3');
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.body).toEqual({ a: 1 });
    expect(seen?.query.get('page')).toBe('2');
    expect(seen?.query.has('skip')).toBe(false);
    expect(inits[0]?.credentials).toBe('include');
  });

  it('resolves to the value parsed with the schema', async () => {
    await expect(client().http.get('/hello', Greeting)).resolves.toEqual({ hello: 'world' });
  });

  it('keeps a path prefix of the base URL', async () => {
    const { http } = client({ baseUrl: `${server.url}/platform` });
    await http.get('/hello', Greeting);
    expect(server.requests[0]?.path).toBe('/platform/hello');
  });

  it('retries dropped connections with increasing attempt numbers, then succeeds', async () => {
    route = dropFirst(3, (_request, response) => sendJson(response, 200, { hello: 'again' }));
    const { http, delays } = client();
    await expect(http.get('/hello', Greeting)).resolves.toEqual({ hello: 'again' });
    expect(server.count('GET', '/hello')).toBe(4);
    expect(delays).toEqual([0, 1, 2]);
  });

  it('gives up with a NetworkError after 1 + 6 attempts when every connection drops', async () => {
    route = (_request, _response, drop) => drop();
    const error = await client()
      .http.get('/hello', Greeting)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ attempts: 7, timedOut: false, path: '/hello' });
    expect(server.count('GET', '/hello')).toBe(7);
  });

  it('retries POST bodies after a drop too', async () => {
    route = dropFirst(1, (request, response) => sendJson(response, 200, { hello: String(request.body) }));
    const { http } = client();
    await http.post('/echo', 'text', Greeting);
    expect(server.requests.map((r) => r.body)).toEqual(['text', 'text']);
  });

  it('aborts an attempt that outlasts the timeout and retries it', async () => {
    let seen = 0;
    route = (_request, response) => {
      seen++;
      if (seen === 1) return; // never answers: only the client's timeout ends this attempt
      sendJson(response, 200, { hello: 'late' });
    };
    const { http } = client({ timeoutMs: 500 });
    await expect(http.get('/slow', Greeting)).resolves.toEqual({ hello: 'late' });
    expect(server.count('GET', '/slow')).toBe(2);
  });

  it('reports a timeout when every attempt times out', async () => {
    route = () => undefined;
    const error = await client({ timeoutMs: 30, retries: 2 })
      .http.get('/slow', Greeting)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ attempts: 3, timedOut: true });
    expect(server.count('GET', '/slow')).toBe(3);
  });

  it('never retries an HTTP status: a 500 is thrown after one request', async () => {
    route = (_request, response) => sendJson(response, 500, { errors: { base: ['boom'] } });
    const error = await client()
      .http.get('/hello', Greeting)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CasinoHttpError);
    expect(error).toMatchObject({ status: 500, data: { errors: { base: ['boom'] } } });
    expect(server.count('GET', '/hello')).toBe(1);
  });

  it('carries the body and headers of a 422 so callers can parse the field errors', async () => {
    route = (_request, response) => sendJson(response, 422, { errors: { email: ['is taken'] } }, { 'x-trace': 'abc' });
    const error = await client()
      .http.post(routePath('register'), {}, Greeting)
      .catch((e: unknown) => e);
    if (!(error instanceof CasinoHttpError)) throw new Error('expected a CasinoHttpError');
    expect(z.parse(ErrorBody, error.data)).toEqual({ errors: { email: ['is taken'] } });
    expect(error.headers.get('x-trace')).toBe('abc');
  });

  it('reads the field errors of a 4xx {errors} body, and of nothing else', async () => {
    const refusal = async (status: number, body: unknown) => {
      route = (_request, response) => sendJson(response, status, body);
      return fieldErrors(
        await client()
          .http.post(routePath('register'), {}, Greeting)
          .catch((e: unknown) => e),
      );
    };
    expect(await refusal(422, { errors: { email: ['is invalid'], currency: ["can't be blank"] } })).toEqual({
      email: ['is invalid'],
      currency: ["can't be blank"],
    });
    expect(await refusal(429, { errors: { base: ['Too many attempts'] } })).toEqual({ base: ['Too many attempts'] });
    expect(await refusal(422, { errors: { email: 'is invalid' } })).toBeNull();
    expect(await refusal(403, 'Forbidden')).toBeNull();
    expect(await refusal(500, { errors: { base: ['boom'] } })).toBeNull();
    expect(fieldErrors(new Error('not an answer'))).toBeNull();
  });

  it('emits auth-error on a 401 and still throws', async () => {
    route = (_request, response) => sendJson(response, 401, { error: 'unauthorized' });
    const { http, events } = client();
    const seen: string[] = [];
    events.on('auth-error', ({ path }) => seen.push(path));
    await expect(http.get(routePath('player'), Greeting)).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([routePath('player')]);
    expect(server.count('GET', routePath('player'))).toBe(1);
  });

  it('emits maintenance on a 503 with x-maintenance-mode only', async () => {
    const { http, events } = client();
    const seen: string[] = [];
    events.on('maintenance', ({ path }) => seen.push(path));
    route = (_request, response) => sendJson(response, 503, {}, { 'x-maintenance-mode': '1' });
    await expect(http.get('/a', Greeting)).rejects.toMatchObject({ status: 503 });
    route = (_request, response) => sendJson(response, 503, {});
    await expect(http.get('/b', Greeting)).rejects.toMatchObject({ status: 503 });
    expect(seen).toEqual(['/a']);
  });

  it('answers null for 204 and for an empty body', async () => {
    route = (request, response) => {
      response.writeHead(request.path === '/no-content' ? 204 : 200);
      response.end();
    };
    const { http } = client();
    await expect(http.get('/no-content', z.null())).resolves.toBeNull();
    await expect(http.get('/empty', z.null())).resolves.toBeNull();
  });

  it('answers the raw text of a body that is not JSON', async () => {
    route = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<p>ok</p>');
    };
    await expect(client().http.get('/page', z.string())).resolves.toBe('<p>ok</p>');
  });

  it('throws a typed ContractError, not a crash, when the body breaks the contract', async () => {
    route = (_request, response) => sendJson(response, 200, { hello: 42 });
    const error = await client()
      .http.get('/hello', Greeting)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    if (!(error instanceof ContractError)) return;
    expect(error.path).toBe('/hello');
    expect(error.issues[0]?.path).toEqual(['hello']);
    expect(error.message).toContain('at hello');
  });

  it('checks an answer marked display too: only the script-tag build skips those checks', async () => {
    route = (_request, response) => sendJson(response, 200, { hello: 42 });
    const error = await client()
      .http.get('/hello', Greeting, { display: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
  });

  it('starts a lazy schema import with the request and validates the answer with it', async () => {
    let answer: () => void = () => undefined;
    route = (_request, response) => {
      answer = () => sendJson(response, 200, { hello: 'lazy' });
    };
    const load = vi.fn(async () => Greeting);
    const pending = client().http.get('/hello', { load });
    await vi.waitFor(() => expect(server.count('GET', '/hello')).toBe(1));
    expect(load).toHaveBeenCalledTimes(1);
    answer();
    await expect(pending).resolves.toEqual({ hello: 'lazy' });
  });

  it('throws a ContractError from a lazy schema as from a loaded one', async () => {
    route = (_request, response) => sendJson(response, 200, { hello: 42 });
    const error = await client()
      .http.get('/hello', { load: async () => Greeting })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
  });

  it('rejects with the import error when a lazy schema cannot load, and with the network error when both fail', async () => {
    const broken = new Error('chunk failed to load');
    await expect(client().http.get('/hello', { load: () => Promise.reject(broken) })).rejects.toBe(broken);
    route = (_request, _response, drop) => drop();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await expect(
        client({ retries: 0 }).http.get('/hello', { load: () => Promise.reject(broken) }),
      ).rejects.toBeInstanceOf(NetworkError);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('does not retry a request the caller cancelled', async () => {
    route = () => undefined;
    const controller = new AbortController();
    const { http } = client({ timeoutMs: 5_000 });
    const pending = http.get('/slow', Greeting, { signal: controller.signal });
    await vi.waitFor(() => expect(server.count('GET', '/slow')).toBe(1));
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(NetworkError);
    expect(server.count('GET', '/slow')).toBe(1);
  });

  it('sends a JSON body with DELETE when given', async () => {
    route = (_request, response) => {
      response.writeHead(204);
      response.end();
    };
    await client().http.delete(routePath('disableTwoFactor'), z.null(), {
      body: { two_factor: { authentication_code: '1' } },
    });
    expect(server.requests[0]).toMatchObject({ method: 'DELETE', body: { two_factor: { authentication_code: '1' } } });
  });
});
