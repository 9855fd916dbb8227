import { type HttpHandler, HttpResponse, http } from 'msw';
import { FIXTURE_ROUTES, type FixtureAnswer, type FixtureRequest, type FixtureRouteName } from './routes';

/** The msw pattern of a route: its path on any origin, `{id}` written `:id` (`*\/api/user_limits/:id`). */
export function routePattern(name: FixtureRouteName): string {
  return `*${FIXTURE_ROUTES[name].path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** Reads what a fixture route sees of a request: its route, path, query, headers and JSON body. */
export async function readRequest(
  route: FixtureRouteName | null,
  request: Request,
  params: Readonly<Record<string, string>> = {},
): Promise<FixtureRequest> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  return {
    route,
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    body: text === '' ? undefined : JSON.parse(text),
    params,
  };
}

/** The HTTP response of an answer; `'network'` is a network error (msw's `HttpResponse.error()`). */
export function toResponse(answer: FixtureAnswer): Response {
  if (answer === 'network') return HttpResponse.error();
  if (answer.body === undefined) return new HttpResponse(null, { status: answer.status });
  return HttpResponse.json(answer.body, { status: answer.status });
}

/** An msw request handler of one route by name, built from the route's method and path. */
export function routeHandler(
  name: FixtureRouteName,
  answer: (request: FixtureRequest, original: Request) => Promise<FixtureAnswer>,
): HttpHandler {
  const method = FIXTURE_ROUTES[name].method.toLowerCase() as Lowercase<
    (typeof FIXTURE_ROUTES)[FixtureRouteName]['method']
  >;
  return http[method](routePattern(name), async ({ request, params }) => {
    // msw also gives the wildcard's match, under "0": only the route's named parameters are kept
    const values = Object.fromEntries(
      Object.entries(params).flatMap(([key, value]) => (/^\d+$/.test(key) ? [] : [[key, String(value)]])),
    );
    return toResponse(await answer(await readRequest(name, request, values), request));
  });
}
