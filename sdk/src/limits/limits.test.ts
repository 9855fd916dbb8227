import { type Casino, createCasino } from '../casino';
import type { LimitRequest } from '../contract/limits';
import { routePath } from '../contract/routes';
import { CasinoHttpError } from '../errors';
import {
  createFixturePlatform,
  FIXTURE_LIMIT_TOKEN,
  FIXTURE_ORIGIN,
  FIXTURE_PASSWORD,
  type FixturePlatform,
  type FixturePlatformOptions,
  fixtureLimit,
} from '../testing';

let platform: FixturePlatform;
let casino: Casino;

/** A casino (no realtime) on a fresh fixture platform; `signIn` to be the EUR player. */
function start(options: FixturePlatformOptions = {}) {
  platform = createFixturePlatform(options);
  casino = createCasino({ baseUrl: FIXTURE_ORIGIN, fetch: platform.fetch, retryDelay: () => 0, realtime: false });
}
const signIn = () => casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD);

/** A limit set on the platform behind the casino's back, as another tab or the back office would. */
async function setOnPlatform(request: LimitRequest) {
  const answer = await platform.fetch(new URL(routePath('setLimit'), FIXTURE_ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  expect(answer.status).toBe(201);
}

describe('limits module', () => {
  it('loads at sign-in, computes the reached limits and emits limit-reached once per newly reached limit', async () => {
    start({
      limits: [
        fixtureLimit({ amount: 10_000, used: 10_000 }),
        fixtureLimit({ id: 2, type: 'session', session_minutes: 60 }),
      ],
    });
    const reached: number[] = [];
    casino.events.on('limit-reached', ({ limit }) => reached.push(limit.id));
    await signIn();
    await vi.waitFor(() => expect(casino.limits.limits.value).toHaveLength(2));
    expect(casino.limits.reachedLimits.value.map((l) => l.id)).toEqual([1]);
    await casino.limits.load();
    expect(reached).toEqual([1]);
  });

  it('sets, removes and confirms, updating the signal with the answer', async () => {
    start();
    await signIn();
    const request = {
      type: 'deposit' as const,
      period: 'daily' as const,
      accounts: [{ currency: 'EUR', amount_cents: 500 }],
    };
    await expect(casino.limits.set(request)).resolves.toHaveLength(1);
    const sent = platform.requests.filter((seen) => seen.route === 'setLimit');
    expect(sent.map(({ path, body }) => ({ path, body }))).toEqual([{ path: routePath('setLimit'), body: request }]);
    expect(casino.limits.limits.value.map((l) => [l.id, l.status])).toEqual([[1, 'active']]);
    await casino.limits.set({ ...request, accounts: [{ currency: 'EUR', amount_cents: 900 }] });
    expect(casino.limits.limits.value.map((l) => [l.id, l.status])).toEqual([
      [1, 'active'],
      [2, 'pending'],
    ]);
    await casino.limits.remove(2);
    expect(casino.limits.limits.value.map((l) => l.id)).toEqual([1]);
    await casino.limits.set({ ...request, accounts: [{ currency: 'EUR', amount_cents: 900 }] });
    await expect(casino.limits.confirm(FIXTURE_LIMIT_TOKEN)).resolves.toHaveLength(2);
    expect(casino.limits.limits.value.map((l) => l.status)).toEqual(['active', 'active']);
    await expect(casino.limits.confirm('bad')).rejects.toBeInstanceOf(CasinoHttpError);
  });

  it('reloads on a game_limits realtime event and on a wallet switch, and clears at sign-out', async () => {
    start();
    await signIn();
    await vi.waitFor(() => expect(casino.limits.resource.status.value).toBe('ready'));
    const reached: string[] = [];
    casino.events.on('limit-reached', ({ limit }) => reached.push(limit.type));
    await setOnPlatform({ type: 'cooling_off', period: 'daily' });
    casino.events.emit('realtime:game_limits', {
      seq: 3,
      data: {
        limit_id: 1,
        type: 'cooling_off',
        period: 'daily',
        currency: null,
        amount_cents: null,
        current_value_amount_cents: null,
      },
    });
    await vi.waitFor(() => expect(reached).toEqual(['cooling_off']));

    await setOnPlatform({ type: 'deposit', period: 'weekly', accounts: [{ currency: 'BTC', amount_cents: 1_000 }] });
    await casino.wallet.select('BTC');
    expect(casino.limits.limits.value.map((l) => l.type)).toEqual(['cooling_off', 'deposit']);
    expect(casino.limits.reachedLimits.value.map((l) => l.type)).toEqual(['cooling_off']);

    await casino.session.signOut();
    expect(casino.limits.limits.value).toEqual([]);
  });

  it('logs a failed load, reports it on the resource and keeps what it had', async () => {
    start({ failures: { limits: 500 } });
    const errors: string[] = [];
    casino.events.on('request-error', ({ path }) => errors.push(path));
    await casino.limits.load();
    expect(errors).toEqual([routePath('limits')]);
    expect(casino.limits.resource.status.value).toBe('error');
    expect(casino.limits.resource.error.value).toBeInstanceOf(CasinoHttpError);
    expect(casino.limits.limits.value).toEqual([]);
  });
});
