import { expectNoAxeViolations } from '@casino/widgets/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

const linksOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

/** The betting site's configuration with the check off: no sports link, the lobby shows. */
const NO_BETTING = { 'betting-config': { betting_link: 'https://bet.casino.test', betting_check: false } };

describe('top navigation', () => {
  it('shows a guest the sections, sports instead of the lobby, the promotions whose pages are on, achievements, the VIP club and the top-menu CMS pages in order, the current one marked', async () => {
    const { container } = renderSite('/pokies/megaways');
    const nav = within(await screen.findByRole('banner')).getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Rocket Chance' });
    await within(nav).findByRole('link', { name: 'About us' });
    await within(nav).findByRole('link', { name: 'Sports' });
    expect(linksOf(nav)).toEqual([
      ['Pokies', '/pokies/all'],
      ['Live casino', '/live/all'],
      ['Sports', 'https://bet.casino.test/'],
      ['Rocket Mart', '/rocket-mart'],
      ['Rocket Chance', '/rocket-chance'],
      ['Tournaments', '/tournaments'],
      ['Achievements', '/tournaments/achievements'],
      ['VIP club', '/casino-vipclub'],
      ['About us', '/about'],
    ]);
    expect(within(nav).queryByRole('link', { name: 'Adventure calendar' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Pokies' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Live casino' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('button', { name: 'More' })).toBeNull();
    await screen.findByRole('heading', { name: 'Pokies: Megaways', level: 1 });
    await expectNoAxeViolations(container);
  });

  it('shows testers the activity hub (the adventure calendar) while its page is off', async () => {
    renderSite('/', { signedInAs: 'eur@casino.test', groups: [21] });
    const nav = within(await screen.findByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Adventure calendar' })).toHaveAttribute(
      'href',
      '/casino-adventure',
    );
  });

  it('leads with the lobby while the betting check is off, adds favourites and quests for a player and follows a section link', async () => {
    const { currentUrl } = renderSite('/', { signedInAs: 'eur@casino.test', feConfig: NO_BETTING });
    const header = await screen.findByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    const favourites = await within(nav).findByRole('link', { name: 'Favourites' });
    expect(favourites).toHaveAttribute('href', '/favorite-games');
    expect(within(nav).getByRole('link', { name: 'Quests' })).toHaveAttribute('href', '/quests');
    expect(within(nav).getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Live casino' }));
    await waitFor(() => expect(currentUrl()).toBe('/live/all'));
    expect(within(nav).getByRole('link', { name: 'Live casino' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(favourites);
    await waitFor(() => expect(currentUrl()).toBe('/favorite-games'));
    expect(favourites).toHaveAttribute('aria-current', 'page');
  });

  it('puts lobby, pokies and live into the bottom bar with their short labels, the current one marked', async () => {
    renderSite('/live/all');
    const bar = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(within(bar).getByRole('link', { name: 'Lobby' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Pokies' })).toHaveAttribute('href', '/pokies/all');
    expect(within(bar).getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
});

describe('top navigation overflow', () => {
  /** The width the navigation's row has; every entry is 100 px wide, the More button 80 px, with no gap. */
  let rowWidth = 500;
  const observers = new Set<() => void>();

  beforeEach(() => {
    rowWidth = 500;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const width = this.classList.contains('top-nav')
        ? rowWidth
        : this.dataset.overflowId !== undefined
          ? 100
          : this.dataset.overflowMore !== undefined
            ? 80
            : 0;
      return DOMRect.fromRect({ width, height: 40 });
    });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        private readonly notify: () => void;
        constructor(callback: () => void) {
          this.notify = callback;
        }
        observe() {
          observers.add(this.notify);
        }
        disconnect() {
          observers.delete(this.notify);
        }
      },
    );
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    observers.clear();
  });

  const resizeTo = (width: number) =>
    act(() => {
      rowWidth = width;
      for (const notify of observers) notify();
    });

  it('moves the entries past the width into a More menu that marks the current page, opens by keyboard and closes on Escape', async () => {
    const { currentUrl } = renderSite('/rocket-chance');
    const nav = within(await screen.findByRole('banner')).getByRole('navigation', { name: 'Main' });
    const more = await within(nav).findByRole('button', { name: 'More' });
    // 500 px: the More button (80) and four entries of 100 fit; the other five go into the menu.
    await waitFor(() =>
      expect(linksOf(nav)).toEqual([
        ['Pokies', '/pokies/all'],
        ['Live casino', '/live/all'],
        ['Sports', 'https://bet.casino.test/'],
        ['Rocket Mart', '/rocket-mart'],
      ]),
    );
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('data-current');

    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(linksOf(menu)).toEqual([
      ['Rocket Chance', '/rocket-chance'],
      ['Tournaments', '/tournaments'],
      ['Achievements', '/tournaments/achievements'],
      ['VIP club', '/casino-vipclub'],
      ['About us', '/about'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Rocket Chance' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(document.body);
    await userEvent.tab();
    expect(within(menu).getByRole('link', { name: 'Rocket Chance' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();

    await userEvent.click(more);
    await userEvent.click(within(menu).getByRole('link', { name: 'Tournaments' }));
    await waitFor(() => expect(currentUrl()).toBe('/tournaments'));
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows every entry again, and no More, when the row grows', async () => {
    renderSite('/');
    const nav = within(await screen.findByRole('banner')).getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('button', { name: 'More' });
    // every entry is in, the lazy ones (promotions, CMS pages, the sports link) too
    await waitFor(() => expect(nav.querySelectorAll('[data-overflow-id]')).toHaveLength(9));
    await waitFor(() => expect(nav.querySelector('[data-overflow-id^="sports:"]')).not.toBeNull());
    resizeTo(300);
    await waitFor(() =>
      expect(linksOf(nav)).toEqual([
        ['Pokies', '/pokies/all'],
        ['Live casino', '/live/all'],
      ]),
    );
    resizeTo(900);
    await waitFor(() => expect(within(nav).queryByRole('button', { name: 'More' })).toBeNull());
    expect(linksOf(nav)).toHaveLength(9);
  });
});
