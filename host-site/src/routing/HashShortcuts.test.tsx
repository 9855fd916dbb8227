import { screen, waitFor } from '@testing-library/react';
import { renderSite } from '../../test/renderSite';

describe('hash shortcuts', () => {
  it.each([
    ['#sign-in', '/sign-in', 'Sign in'],
    ['#sign-up', '/sign-up', 'Create an account'],
    ['#remind', '/remind', 'Reset your password'],
  ])('%s opens its popup over the current page', async (hash, path, dialogName) => {
    const { currentUrl, currentState } = renderSite(`/no-such-page?x=1${hash}`);
    await waitFor(() => expect(currentUrl()).toBe(path));
    expect(await screen.findByRole('dialog', { name: dialogName })).toBeInTheDocument();
    expect(currentState()).toEqual({ background: { pathname: '/no-such-page', search: '?x=1', hash: '' } });
    // an unknown one-segment path is looked up in the CMS and the jackpots before it is not found
    expect(await screen.findByRole('heading', { name: 'Page not found', hidden: true })).toBeInTheDocument();
  });

  it('#new-password takes the page query, which carries the reset token', async () => {
    const { currentUrl } = renderSite('/?reset_password_token=tok#new-password');
    await waitFor(() => expect(currentUrl()).toBe('/new-password?reset_password_token=tok'));
    expect(await screen.findByRole('dialog', { name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it('keeps the redirect query of the page', async () => {
    const { currentUrl } = renderSite('/?redirect=%2Fprofile#sign-in');
    await waitFor(() => expect(currentUrl()).toBe('/sign-in?redirect=%2Fprofile'));
  });

  it('still opens its popup when the page redirects', async () => {
    const { currentUrl, currentState } = renderSite('/accounts/history#remind');
    await waitFor(() => expect(currentUrl()).toBe('/remind'));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
    expect(currentState()).toEqual({ background: { pathname: '/', search: '', hash: '' } });
  });

  it('leaves other hashes alone', async () => {
    const { currentUrl } = renderSite('/#main');
    expect(await screen.findByRole('heading', { name: 'Welcome to the casino' })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/#main'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
