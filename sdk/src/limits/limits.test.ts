import { type LimitsPlatform, limitFixture, startLimitsPlatform } from '../../test/limits-platform';
import { startTestPlatform, type TestPlatform } from '../../test/platform';
import { type Casino, createCasino } from '../casino';
import { CasinoHttpError } from '../errors';

let platform: TestPlatform;
let side: LimitsPlatform;
let casino: Casino;

const used = (amount: number, current: number) =>
  limitFixture({
    accounts: [{ currency: 'EUR', amount_cents: amount, current_value_amount_cents: current, active_until: null }],
  });

beforeEach(async () => {
  platform = await startTestPlatform();
  side = startLimitsPlatform();
  casino = createCasino({ baseUrl: platform.url, retryDelay: () => 0, fetch: side.fetch, realtime: false });
});
afterEach(() => platform.close());

describe('limits module', () => {
  it('loads at sign-in, computes the reached limits and emits limit-reached once per newly reached limit', async () => {
    side.limits = [used(10_000, 10_000), limitFixture({ id: 2, accounts: [], type: 'session', session_minutes: 60 })];
    const reached: number[] = [];
    casino.events.on('limit-reached', ({ limit }) => reached.push(limit.id));
    await casino.session.signIn('ann@example.com', 'Secret123');
    await vi.waitFor(() => expect(casino.limits.limits.value).toHaveLength(2));
    expect(casino.limits.reachedLimits.value.map((l) => l.id)).toEqual([1]);
    await casino.limits.load();
    expect(reached).toEqual([1]);
  });

  it('sets, removes and confirms, updating the signal with the answer', async () => {
    await casino.session.signIn('ann@example.com', 'Secret123');
    const request = {
      type: 'deposit' as const,
      period: 'daily' as const,
      accounts: [{ currency: 'EUR', amount_cents: 500 }],
    };
    await expect(casino.limits.set(request)).resolves.toHaveLength(1);
    expect(side.posts.at(-1)).toEqual({ path: '/api/user_limits', body: request });
    expect(casino.limits.limits.value.map((l) => l.id)).toEqual([1]);
    await casino.limits.remove(1);
    expect(casino.limits.limits.value).toEqual([]);
    await expect(casino.limits.confirm('good-token')).resolves.toEqual([]);
    await expect(casino.limits.confirm('bad')).rejects.toBeInstanceOf(CasinoHttpError);
  });

  it('reloads on a game_limits realtime event and on a wallet switch, and clears at sign-out', async () => {
    await casino.session.signIn('ann@example.com', 'Secret123');
    await vi.waitFor(() => expect(side.limits).toEqual([]));
    const reached: string[] = [];
    casino.events.on('limit-reached', ({ limit }) => reached.push(limit.type));
    side.limits = [limitFixture({ type: 'cooling_off', accounts: [] })];
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

    side.limits = [used(1_000, 0)];
    await casino.wallet.select('BTC');
    expect(casino.limits.limits.value).toEqual([used(1_000, 0)]);
    expect(casino.limits.reachedLimits.value).toEqual([]);

    await casino.session.signOut();
    expect(casino.limits.limits.value).toEqual([]);
  });

  it('logs a failed load, reports it on the resource and keeps what it had', async () => {
    const errors: string[] = [];
    side.fetch = async () => new Response('{"errors":{"base":["boom"]}}', { status: 500 });
    const failing = createCasino({ baseUrl: platform.url, retryDelay: () => 0, fetch: side.fetch, realtime: false });
    failing.events.on('request-error', ({ path }) => errors.push(path));
    await failing.limits.load();
    expect(errors).toEqual(['/api/user_limits']);
    expect(failing.limits.resource.status.value).toBe('error');
    expect(failing.limits.resource.error.value).toBeInstanceOf(CasinoHttpError);
    expect(failing.limits.limits.value).toEqual([]);
  });
});
