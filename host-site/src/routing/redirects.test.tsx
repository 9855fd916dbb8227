import { screen, waitFor } from '@testing-library/react';
import { renderSite } from '../../test/renderSite';

describe('redirects of core.md §2', () => {
  it.each([
    ['/profile/password/edit?reset_password_token=abc', '/new-password?reset_password_token=abc'],
    ['/users/password/edit?reset_password_token=abc', '/new-password?reset_password_token=abc'],
  ])('sends %s to the new-password popup with its query', async (from, to) => {
    const { currentUrl } = renderSite(from);
    await waitFor(() => expect(currentUrl()).toBe(to));
    expect(await screen.findByRole('dialog', { name: 'Set a new password' })).toBeInTheDocument();
  });

  it.each([
    ['/profile/confirmation?confirmation_token=t1', '/confirmation?confirmation_token=t1'],
    ['/users/confirmation?confirmation_token=t1', '/confirmation?confirmation_token=t1'],
  ])('sends %s to email confirmation with its query', async (from, to) => {
    const { currentUrl, requests } = renderSite(from, {
      routes: { confirmEmail: () => ({ status: 200, body: {} }) },
    });
    await waitFor(() => expect(currentUrl()).toBe(to));
    expect(await screen.findByRole('heading', { name: 'Email confirmation', level: 1 })).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((r) => r.route === 'confirmEmail' && r.query.get('confirmation_token') === 't1')).toBe(true),
    );
  });

  it('sends /users to the profile', async () => {
    const { currentUrl } = renderSite('/users', { signedInAs: 'eur@casino.test' });
    await waitFor(() => expect(currentUrl()).toBe('/profile'));
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
  });

  it('sends a guest from /users through the profile guard to registration', async () => {
    const { currentUrl } = renderSite('/users');
    await waitFor(() => expect(currentUrl()).toBe('/registration?redirect=%2Fprofile'));
  });

  it('sends /accounts/history to main', async () => {
    const { currentUrl } = renderSite('/accounts/history');
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Welcome to the casino' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    const { currentUrl } = renderSite('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/no/such/page'));
    expect(document.title).toBe('Page not found · Reference Casino');
  });
});

describe('trailing slashes', () => {
  it.each([
    ['/profile/security/', '/profile/security'],
    ['/accounts/history//', '/'],
    ['/sign-in/?redirect=%2Fprofile', '/sign-in?redirect=%2Fprofile'],
  ])('strips them from %s', async (from, to) => {
    const { currentUrl } = renderSite(from, {
      signedInAs: from.startsWith('/sign-in') ? undefined : 'eur@casino.test',
    });
    await waitFor(() => expect(currentUrl()).toBe(to));
  });

  it('keeps the root path', async () => {
    const { currentUrl } = renderSite('/');
    expect(await screen.findByRole('heading', { name: 'Welcome to the casino' })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });
});
