import { setupServer } from 'msw/node';
import { ROUTES, type RouteName } from '../contract';
import { FixtureDriftError } from './answers';
import { fixtureBonus } from './bonuses';
import { FIXTURE_ORIGIN, FIXTURE_PASSWORD } from './data';
import { createFixturePlatform } from './platform';

const post = (path: string, body: unknown): RequestInit & { url: string } => ({
  url: `${FIXTURE_ORIGIN}${path}`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('the fixture platform', () => {
  it('has one msw handler per route of the contract, with its method and path', () => {
    const { handlers } = createFixturePlatform();
    const routes = handlers.map((handler) => `${handler.info.method} ${handler.info.path}`);
    for (const [name, { method, path }] of Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][]) {
      expect(routes, name).toContain(`${method} *${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
  });

  it('records each request with the name of its route and its path parameters', async () => {
    const platform = createFixturePlatform({ signedInAs: 'eur@casino.test' });
    await platform.fetch(`${FIXTURE_ORIGIN}/api/user_limits/12`, { method: 'DELETE' });
    await platform.fetch(`${FIXTURE_ORIGIN}/api/nowhere`);
    expect(platform.requests.map(({ route, params }) => ({ route, params }))).toEqual([
      { route: 'removeLimit', params: { id: '12' } },
      { route: null, params: {} },
    ]);
  });

  it('answers a route given in `failures` with that status, and holds a route until released', async () => {
    const platform = createFixturePlatform({ failures: { signIn: 503 } });
    const { url, ...init } = post('/api/users/sign_in', { user: { email: 'eur@casino.test', password: 'x' } });
    expect((await platform.fetch(url, init)).status).toBe(503);

    const held = platform.hold('currencies');
    let answered = false;
    const answer = platform.fetch(`${FIXTURE_ORIGIN}/api/info/currencies`).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    held.release();
    expect((await answer).status).toBe(200);
  });

  it('fails loudly when fixture data drifts from the contract', async () => {
    const platform = createFixturePlatform({
      signedInAs: 'eur@casino.test',
      bonuses: { bonuses: [{ ...fixtureBonus(), stage: 'nearly_done' as never }] },
    });
    const failed = platform.fetch(`${FIXTURE_ORIGIN}/api/player/bonuses`);
    await expect(failed).rejects.toBeInstanceOf(FixtureDriftError);
    await expect(failed).rejects.toThrow(/answer to bonuses does not follow the contract \(0\.stage/);
  });

  it('answers a route given in `routes` with the answer given there, malformed or not', async () => {
    const platform = createFixturePlatform({ routes: { currencies: () => ({ status: 200, body: { broken: true } }) } });
    const answer = await platform.fetch(`${FIXTURE_ORIGIN}/api/info/currencies`);
    expect(await answer.json()).toEqual({ broken: true });
  });

  it('fails every request as a network error while unreachable, and answers again once up', async () => {
    const platform = createFixturePlatform({ network: 'unreachable' });
    await expect(platform.fetch(`${FIXTURE_ORIGIN}/api/info/project`)).rejects.toThrow(TypeError);
    platform.setNetwork('up');
    expect((await platform.fetch(`${FIXTURE_ORIGIN}/api/info/project`)).status).toBe(200);
  });

  it('never answers while pending, until the request is aborted', async () => {
    const platform = createFixturePlatform({ network: 'pending' });
    const controller = new AbortController();
    const answer = platform.fetch(`${FIXTURE_ORIGIN}/api/info/project`, { signal: controller.signal });
    controller.abort(new Error('gave up'));
    await expect(answer).rejects.toThrow('gave up');
  });

  it('serves the same state to setupServer users through its handlers', async () => {
    const platform = createFixturePlatform();
    const server = setupServer(...platform.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    onTestFinished(() => server.close());
    const { url, ...init } = post('/api/users/sign_in', {
      user: { email: 'eur@casino.test', password: FIXTURE_PASSWORD },
    });
    expect((await fetch(url, init)).status).toBe(200);
    const profile = await (await fetch('https://partner.example/api/player')).json();
    expect(profile).toMatchObject({ email: 'eur@casino.test' });
    expect(platform.requests.map((request) => request.route)).toEqual(['signIn', 'player']);
  });
});
