import { FIXTURE_PASSWORD } from '@casino/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

const EUR_PLAYER = 'eur@casino.test';

describe('auth guard', () => {
  it('sends a guest to the registration popup with a redirect holding the full target', async () => {
    const { currentUrl } = renderSite('/profile/security?tab=2fa');
    await waitFor(() => expect(currentUrl()).toBe('/registration?redirect=%2Fprofile%2Fsecurity%3Ftab%3D2fa'));
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('shows a login-only page to a signed-in player', async () => {
    const { currentUrl } = renderSite('/profile/security', { signedInAs: EUR_PLAYER });
    expect(await screen.findByRole('heading', { name: 'Change password', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/profile/security'));
  });

  it('waits for the login state before deciding', async () => {
    const { platform, currentUrl } = renderSite('/profile', { signedInAs: EUR_PLAYER });
    const held = platform.hold('player');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    await waitFor(() => expect(currentUrl()).toBe('/profile'));
    held.release();
    expect(await screen.findByRole('heading', { name: 'Account details' })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/profile'));
  });

  it('follows the redirect after signing in from the popup', async () => {
    const { currentUrl } = renderSite('/login?redirect=%2Fprofile%2Fsecurity');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await userEvent.type(await within(dialog).findByLabelText('Email'), EUR_PLAYER);
    await userEvent.type(within(dialog).getByLabelText('Password'), `${FIXTURE_PASSWORD}{Enter}`);
    await waitFor(() => expect(currentUrl()).toBe('/profile/security'));
    expect(await screen.findByRole('heading', { name: 'Change password', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows the redirect after signing up, through the check-your-inbox popup', async () => {
    const { currentUrl } = renderSite('/profile');
    await waitFor(() => expect(currentUrl()).toBe('/registration?redirect=%2Fprofile'));
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    await userEvent.type(await within(dialog).findByLabelText('Email'), 'new@casino.test');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await userEvent.type(within(dialog).getByLabelText('Nickname'), 'Newbie');
    await userEvent.type(within(dialog).getByLabelText('Date of birth'), '1990-05-17');
    await userEvent.selectOptions(within(dialog).getByLabelText('Gender'), 'female');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /accept the terms and conditions/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));

    const verify = await screen.findByRole('dialog', { name: 'Check your inbox' });
    await waitFor(() => expect(currentUrl()).toBe('/email-verify?redirect=%2Fprofile'));
    expect(within(verify).getByText(/We sent an email to new@casino\.test/)).toBeInTheDocument();
    await userEvent.click(within(verify).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentUrl()).toBe('/profile'));
    expect(await screen.findByText('new@casino.test')).toBeInTheDocument();
  });

  it('never follows a redirect out of the site', async () => {
    const { currentUrl } = renderSite('/sign-in?redirect=https%3A%2F%2Fevil.test%2F');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await userEvent.type(await within(dialog).findByLabelText('Email'), EUR_PLAYER);
    await userEvent.type(within(dialog).getByLabelText('Password'), `${FIXTURE_PASSWORD}{Enter}`);
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });
});

describe('guest-only guard', () => {
  it.each(['/sign-in', '/sign-up', '/login', '/registration', '/remind'])(
    'sends a signed-in player from %s to main',
    async (path) => {
      const { currentUrl } = renderSite(path, { signedInAs: EUR_PLAYER });
      await waitFor(() => expect(currentUrl()).toBe('/'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Welcome back, Lucky' })).toBeInTheDocument();
    },
  );

  it('lets a guest open the popup over main when there is no previous page', async () => {
    const { currentUrl } = renderSite('/sign-up');
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to the casino', hidden: true })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/sign-up'));
  });
});
