import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

function bottomBar() {
  return screen.findByRole('navigation', { name: 'Quick links' });
}

describe('mobile bottom bar and menu', () => {
  it('offers a guest the enter buttons, the lobby and the menu', async () => {
    renderSite('/');
    const bar = await bottomBar();
    expect(await within(bar).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(within(bar).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(within(bar).getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the menu as a dialog with the language selector for guests', async () => {
    const { container } = renderSite('/');
    const bar = await bottomBar();
    await within(bar).findByRole('link', { name: 'Sign in' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(container.querySelector('.site')).toHaveAttribute('inert');
    await expectNoAxeViolations(document.body);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(bar).getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('gives a player the balance, profile links and sign-out, and closes when a link is followed', async () => {
    const { currentUrl } = renderSite('/', { signedInAs: 'eur@casino.test' });
    const bar = await bottomBar();
    await screen.findByRole('heading', { name: 'Welcome back, Lucky' });
    expect(within(bar).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(menu).findByText('Real money')).toBeInTheDocument();
    expect(within(menu).queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('link', { name: 'Security' }));
    await waitFor(() => expect(currentUrl()).toBe('/profile/security'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leads to the Rocket Mart while its page is on', async () => {
    const { currentUrl } = renderSite('/', { signedInAs: 'eur@casino.test' });
    await userEvent.click(within(await bottomBar()).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(await within(menu).findByRole('link', { name: 'Rocket Mart' }));
    await waitFor(() => expect(currentUrl()).toBe('/rocket-mart'));
  });

  it("shows a player's VIP manager in the menu and leads to the VIP club", async () => {
    const { currentUrl } = renderSite('/', { signedInAs: 'eur@casino.test' });
    await userEvent.click(within(await bottomBar()).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const manager = await within(menu).findByRole('region', { name: 'Your VIP manager' });
    expect(within(manager).getByText('Anna Tamm')).toBeInTheDocument();
    expect(within(manager).getByRole('link', { name: 'Email anna@casino.test' })).toHaveAttribute(
      'href',
      'mailto:anna@casino.test',
    );
    await userEvent.click(within(menu).getByRole('link', { name: 'VIP club' }));
    await waitFor(() => expect(currentUrl()).toBe('/casino-vipclub'));
  });

  it('leads to the Rocket Chance while its page is on', async () => {
    const { currentUrl } = renderSite('/', { signedInAs: 'eur@casino.test' });
    await userEvent.click(within(await bottomBar()).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(await within(menu).findByRole('link', { name: 'Rocket Chance' }));
    await waitFor(() => expect(currentUrl()).toBe('/rocket-chance'));
  });

  it('leaves the Rocket Mart and the Rocket Chance out while their pages are off', async () => {
    const { platform } = renderSite('/', {
      signedInAs: 'eur@casino.test',
      loyalty: {
        pages: { rocket_mart: { enabled: false }, rocket_chance: { enabled: false }, lotteries: { enabled: true } },
      },
    });
    await userEvent.click(within(await bottomBar()).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(menu).findByText('Real money')).toBeInTheDocument();
    await waitFor(() => expect(platform.requests.some((request) => request.route === 'promotionPages')).toBe(true));
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Lobby' })).toBeInTheDocument());
    expect(within(menu).queryByRole('link', { name: 'Rocket Mart' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Rocket Chance' })).not.toBeInTheDocument();
  });
});
