import { ROUTES, routePath } from '@casino/sdk/contract';
import { createFixturePlatform, FIXTURE_ORIGIN, FIXTURE_PASSWORD, type FixturePlatform } from '@casino/sdk/testing';
import { init, refresh, sharedCasino } from './sharedCasino';

/** Signs in as the casino's own pages do, outside the shared casino (in a casino iframe, say). */
async function signInElsewhere(platform: FixturePlatform, email: string) {
  const response = await platform.fetch(`${FIXTURE_ORIGIN}${routePath('signIn')}`, {
    method: ROUTES.signIn.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password: FIXTURE_PASSWORD } }),
  });
  expect(response.status).toBe(200);
}

const playerRequests = (platform: FixturePlatform) =>
  platform.requests.filter((request) => request.route === 'player').length;

describe('refresh of the shared casino', () => {
  let platform: FixturePlatform;

  beforeAll(() => {
    platform = createFixturePlatform();
    vi.stubGlobal('fetch', platform.fetch);
    init({ baseUrl: FIXTURE_ORIGIN });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('loads the casino on first use and answers null for a guest, with one profile request', async () => {
    await expect(refresh()).resolves.toBeNull();
    expect(playerRequests(platform)).toBe(1);
    expect(sharedCasino().casino.state.loginState.value).toBe('anonymous');
  });

  it('picks up a sign-in made elsewhere: the player, and the wallet the page’s widgets show', async () => {
    await signInElsewhere(platform, 'eur@casino.test');

    const player = await refresh();

    expect(player?.email).toBe('eur@casino.test');
    const { state } = sharedCasino().casino;
    expect(state.loginState.value).toBe('logged');
    expect(state.balance.value?.currency).toBe('EUR');
    expect(playerRequests(platform)).toBe(2);
  });

  it('picks up a sign-out made elsewhere and clears the player', async () => {
    await platform.fetch(`${FIXTURE_ORIGIN}${routePath('signOut')}`, { method: ROUTES.signOut.method });

    await expect(refresh()).resolves.toBeNull();

    const { state } = sharedCasino().casino;
    expect(state.loginState.value).toBe('anonymous');
    expect(state.accounts.value).toEqual([]);
  });
});
