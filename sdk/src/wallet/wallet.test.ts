import { startTestPlatform, type TestPlatform } from '../../test/platform';
import { type Casino, createCasino } from '../casino';
import { CasinoHttpError } from '../errors';

let platform: TestPlatform;
let casino: Casino;

beforeEach(async () => {
  platform = await startTestPlatform();
  casino = createCasino({ baseUrl: platform.url, retryDelay: () => 0 });
  await casino.session.signIn('ann@example.com', 'Secret123');
});
afterEach(() => platform.close());

describe('wallet select (core.md §4: switch currency, reload profile, limits and balance)', () => {
  it('switches the active account, reloads the profile and every registered reload', async () => {
    const reloadedLimits: string[] = [];
    casino.wallet.registerWalletReload(async () => {
      reloadedLimits.push(casino.state.activeAccount.value?.currency ?? 'none');
    });
    const profileLoads = platform.seen('GET', '/api/player').length;
    const balances: string[][] = [];
    casino.events.on('balance', ({ accounts }) => balances.push(accounts.map((a) => a.currency)));

    await expect(casino.wallet.select('BTC')).resolves.toEqual({ ok: true });

    expect(platform.seen('POST', '/api/player/accounts')[0]?.body).toEqual({ currency: 'BTC' });
    expect(casino.state.activeAccount.value?.currency).toBe('BTC');
    expect(casino.state.balance.value?.currency).toBe('BTC');
    expect(casino.state.profile.value?.currency).toBe('BTC');
    expect(platform.seen('GET', '/api/player').length).toBe(profileLoads + 1);
    expect(reloadedLimits).toEqual(['BTC']);
    expect(balances).toEqual([['EUR', 'BTC']]);
  });

  it('returns the field errors of a refused switch and keeps the accounts', async () => {
    await expect(casino.wallet.select('XXX')).resolves.toEqual({
      ok: false,
      errors: { currency: ['is not supported'] },
    });
    expect(casino.state.activeAccount.value?.currency).toBe('EUR');
  });

  it('rethrows a server error', async () => {
    platform.failing.add('/api/player/accounts');
    await expect(casino.wallet.select('BTC')).rejects.toBeInstanceOf(CasinoHttpError);
  });

  it('reports a failing registered reload without failing the switch', async () => {
    const errors: unknown[] = [];
    casino.events.on('request-error', ({ error }) => errors.push(error));
    casino.wallet.registerWalletReload(() => Promise.reject(new Error('limits down')));
    await expect(casino.wallet.select('BTC')).resolves.toEqual({ ok: true });
    expect(errors).toEqual([new Error('limits down')]);
  });
});

describe('accounts load', () => {
  it('logs a failure and keeps the accounts it had', async () => {
    const paths: string[] = [];
    casino.events.on('request-error', ({ path }) => paths.push(path));
    platform.failing.add('/api/player/accounts');
    await casino.wallet.reload();
    expect(paths).toEqual(['/api/player/accounts']);
    expect(casino.state.accounts.value.map((a) => a.currency)).toEqual(['EUR']);
  });

  it('asks for the non-compatibility shape', async () => {
    await casino.wallet.reload();
    expect(platform.seen('GET', '/api/player/accounts').at(-1)?.query.get('compatibility')).toBe('false');
  });
});
