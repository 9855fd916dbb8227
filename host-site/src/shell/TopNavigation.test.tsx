import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

describe('top navigation', () => {
  it('shows a guest the lobby, pokies and live sections, the tournaments, the Rocket Mart, the Rocket Chance and the VIP club, and marks the current one', async () => {
    const { container } = renderSite('/pokies/megaways');
    const nav = within(await screen.findByRole('banner')).getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Rocket Chance' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Lobby', '/'],
      ['Pokies', '/pokies/all'],
      ['Live casino', '/live/all'],
      ['Tournaments', '/tournaments'],
      ['Rocket Mart', '/rocket-mart'],
      ['Rocket Chance', '/rocket-chance'],
      ['VIP club', '/casino-vipclub'],
    ]);
    expect(within(nav).queryByRole('link', { name: 'Adventure calendar' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Pokies' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Lobby' })).not.toHaveAttribute('aria-current');
    await screen.findByRole('heading', { name: 'Pokies: Megaways', level: 1 });
    await expectNoAxeViolations(container);
  });

  it("shows testers the adventure calendar's bookmark while its page is off", async () => {
    renderSite('/', { signedInAs: 'eur@casino.test', groups: [21] });
    const nav = within(await screen.findByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Adventure calendar' })).toHaveAttribute(
      'href',
      '/casino-adventure',
    );
  });

  it('adds favourites for a player and follows a section link', async () => {
    const { currentUrl } = renderSite('/', { signedInAs: 'eur@casino.test' });
    const header = await screen.findByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    const favourites = await within(nav).findByRole('link', { name: 'Favourites' });
    expect(favourites).toHaveAttribute('href', '/favorite-games');
    expect(within(nav).getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Live casino' }));
    await waitFor(() => expect(currentUrl()).toBe('/live/all'));
    expect(within(nav).getByRole('link', { name: 'Live casino' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(favourites);
    await waitFor(() => expect(currentUrl()).toBe('/favorite-games'));
    expect(favourites).toHaveAttribute('aria-current', 'page');
  });

  it('puts lobby, pokies and live into the bottom bar, the current one marked', async () => {
    renderSite('/live/all');
    const bar = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(within(bar).getByRole('link', { name: 'Lobby' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Pokies' })).toHaveAttribute('href', '/pokies/all');
    expect(within(bar).getByRole('link', { name: 'Live casino' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
});
