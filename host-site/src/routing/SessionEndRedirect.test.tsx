import { ROUTES, routePath } from '@casino/sdk/contract';
import { FIXTURE_ORIGIN } from '@casino/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

describe('session end', () => {
  it('a 401 on a login-only page signs the player out and opens the login popup leading back', async () => {
    const { casino, platform, currentUrl } = renderSite('/profile/security', { signedInAs: 'eur@casino.test' });
    await screen.findByRole('heading', { name: 'Change password', level: 2 });
    await platform.fetch(`${FIXTURE_ORIGIN}${routePath('signOut')}`, { method: ROUTES.signOut.method });
    await act(() => casino.wallet.reload().catch(() => undefined));
    await waitFor(() => expect(currentUrl()).toBe('/login?redirect=%2Fprofile%2Fsecurity'));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(casino.state.loginState.value).toBe('anonymous');
  });

  it('a 401 on a public page opens the login popup over main', async () => {
    const { casino, platform, currentUrl } = renderSite('/', { signedInAs: 'eur@casino.test' });
    await screen.findByRole('heading', { name: 'Welcome back, Lucky' });
    await platform.fetch(`${FIXTURE_ORIGIN}${routePath('signOut')}`, { method: ROUTES.signOut.method });
    await act(() => casino.wallet.reload().catch(() => undefined));
    await waitFor(() => expect(currentUrl()).toBe('/login?redirect=%2F'));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('signing out from the header goes to main without the login popup', async () => {
    const { currentUrl } = renderSite('/profile', { signedInAs: 'eur@casino.test' });
    const header = await screen.findByRole('banner');
    await userEvent.click(await within(header).findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(within(header).getByRole('link', { name: 'Sign up' })).toBeInTheDocument());
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
