import { type Casino, createCasino } from '../casino';
import { routePath } from '../contract/routes';
import { CasinoHttpError } from '../errors';
import {
  createFixturePlatform,
  FIXTURE_ORIGIN,
  FIXTURE_PASSWORD,
  type FixturePlatform,
  type FixturePlatformOptions,
} from '../testing';

let platform: FixturePlatform;
let casino: Casino;

/** A casino signed in as the EUR player (EUR and BTC wallets) on a fresh fixture platform. */
async function signIn(options: FixturePlatformOptions = {}) {
  platform = createFixturePlatform(options);
  casino = createCasino({ baseUrl: FIXTURE_ORIGIN, fetch: platform.fetch, retryDelay: () => 0 });
  await casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD);
}

const asked = (route: string) => platform.requests.filter((request) => request.route === route);

describe('wallet select (core.md §4: switch currency, reload profile, limits and balance)', () => {
  it('switches the active account, reloads the profile and every registered reload', async () => {
    await signIn();
    const reloadedLimits: string[] = [];
    casino.wallet.registerWalletReload(async () => {
      reloadedLimits.push(casino.state.activeAccount.value?.currency ?? 'none');
    });
    const profileLoads = asked('player').length;
    const balances: string[][] = [];
    casino.events.on('balance', ({ accounts }) => balances.push(accounts.map((a) => a.currency)));

    await expect(casino.wallet.select('BTC')).resolves.toEqual({ ok: true });

    expect(asked('selectAccount')[0]?.body).toEqual({ currency: 'BTC' });
    expect(casino.state.activeAccount.value?.currency).toBe('BTC');
    expect(casino.state.balance.value?.currency).toBe('BTC');
    expect(casino.state.profile.value?.currency).toBe('BTC');
    expect(asked('player').length).toBe(profileLoads + 1);
    expect(reloadedLimits).toEqual(['BTC']);
    expect(balances).toEqual([['EUR', 'BTC']]);
  });

  it('returns the field errors of a refused switch and keeps the accounts', async () => {
    await signIn();
    await expect(casino.wallet.select('XXX')).resolves.toEqual({
      ok: false,
      errors: { currency: ['is not supported'] },
    });
    expect(casino.state.activeAccount.value?.currency).toBe('EUR');
  });

  it('rethrows a server error', async () => {
    await signIn({ failures: { selectAccount: 500 } });
    await expect(casino.wallet.select('BTC')).rejects.toBeInstanceOf(CasinoHttpError);
  });

  it('reports a failing registered reload without failing the switch', async () => {
    await signIn();
    const errors: unknown[] = [];
    casino.events.on('request-error', ({ error }) => errors.push(error));
    casino.wallet.registerWalletReload(() => Promise.reject(new Error('limits down')));
    await expect(casino.wallet.select('BTC')).resolves.toEqual({ ok: true });
    expect(errors).toEqual([new Error('limits down')]);
  });
});

describe('accounts load', () => {
  it('logs a failure and keeps the accounts it had', async () => {
    await signIn();
    const paths: string[] = [];
    casino.events.on('request-error', ({ path }) => paths.push(path));
    platform.setNetwork('unreachable');
    await casino.wallet.reload();
    expect(paths).toEqual([routePath('accounts')]);
    expect(casino.state.accounts.value.map((a) => a.currency)).toEqual(['EUR', 'BTC']);
  });

  it('asks for the non-compatibility shape', async () => {
    await signIn();
    await casino.wallet.reload();
    expect(asked('accounts').at(-1)?.query.get('compatibility')).toBe('false');
  });
});
