import { expectNoAxeViolations } from '@casino/widgets/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';
import { MENU_CLOSE_EVENT, MENU_OPEN_EVENT } from './menuEvents';

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
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Pokies' })).toBeInTheDocument());
    expect(within(menu).queryByRole('link', { name: 'Rocket Mart' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Rocket Chance' })).not.toBeInTheDocument();
  });
});

describe('mobile sidebar', () => {
  it('gives a player the notification count, the support link, the local time and the navigation entries', async () => {
    const notification = (id: number) => ({
      id,
      type: 'personal' as const,
      title: `News ${id}`,
      text: 'Something new for you.',
      identifier: null,
      content: { icon: null, title: null, button: null },
      created_at: new Date().toISOString(),
    });
    renderSite('/', { signedInAs: 'eur@casino.test', bonuses: { notifications: [notification(1), notification(2)] } });
    await userEvent.click(within(await bottomBar()).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(menu).findByRole('button', { name: 'Notifications, 2 new' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(within(menu).getByRole('link', { name: 'Achievements' })).toHaveAttribute(
      'href',
      '/tournaments/achievements',
    );
    const time = within(menu).getByText('Local time').nextElementSibling;
    expect(time?.tagName).toBe('TIME');
    expect(Math.abs(Date.parse(time?.getAttribute('datetime') ?? '') - Date.now())).toBeLessThan(60_000);
    await expectNoAxeViolations(menu);
  });

  it('opens and closes by the menu events', async () => {
    renderSite('/');
    await within(await bottomBar()).findByRole('link', { name: 'Sign in' });
    act(() => void document.dispatchEvent(new Event(MENU_OPEN_EVENT)));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Support' })).toBeInTheDocument();
    act(() => void document.dispatchEvent(new Event(MENU_CLOSE_EVENT)));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a swipe towards its edge and on a click beside it, not on a short or upward swipe', async () => {
    renderSite('/');
    const bar = await bottomBar();
    await within(bar).findByRole('link', { name: 'Sign in' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const sheet = menu.querySelector('.mobile-menu') as HTMLElement;
    const swipe = (dx: number, dy: number) => {
      fireEvent.touchStart(sheet, { touches: [{ clientX: 100, clientY: 300 }] });
      fireEvent.touchEnd(sheet, { changedTouches: [{ clientX: 100 + dx, clientY: 300 + dy }] });
    };
    swipe(40, 0);
    swipe(70, -120);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    swipe(90, 10);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(bar).getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
