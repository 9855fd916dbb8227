import type { FixtureRequest } from '@casino/sdk/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { GameGrid } from './GameGrid';

const filterBodies = (requests: FixtureRequest[]) =>
  requests.filter((request) => request.route === 'gamesFilter').map((request) => request.body);

/** jsdom has no layout: gives the grid list a 1000 px wide box whose top is 100 px down the page, and scrolls the window. */
function stubGridGeometry() {
  let scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (!this.classList.contains('casino-game-grid')) return original.call(this);
    const top = 100 - scrollY;
    return { x: 0, y: top, top, left: 0, width: 1000, height: 0, right: 1000, bottom: top, toJSON: () => ({}) };
  });
  return {
    scrollTo(y: number) {
      scrollY = y;
      fireEvent.scroll(window);
    },
  };
}

describe('GameGrid', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows skeletons while the first page loads, then the games and their count', async () => {
    const { container, platform } = renderWidget(<GameGrid title="All games" />);
    const held = platform.hold('gamesFilter');
    const busy = await screen.findByText('Loading games…');
    expect(busy).toHaveAttribute('role', 'status');
    expect(container.querySelectorAll('ul[aria-busy="true"] .casino-game-tile--skeleton')).toHaveLength(5);
    await expectNoAxeViolations(container);
    await act(async () => held.release());
    expect(await screen.findByText('60 games')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'All games' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-game-tile]').length).toBeGreaterThan(0);
    await expectNoAxeViolations(container);
  });

  it('lists a category with the cashback card first and the random card after ten games', async () => {
    const { container, platform } = renderWidget(<GameGrid category="live" />);
    await screen.findByText(/\d+ games/);
    expect(filterBodies(platform.requests)[0]).toMatchObject({
      page: 1,
      page_size: 40,
      filter: { categories: { identifiers: ['live'] } },
    });
    const items = [...container.querySelectorAll('.casino-game-grid > li')];
    expect(items[0]).toHaveTextContent('Cashback');
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', 'https://casino.test/promotions');
    expect(items[11]).toHaveTextContent('Random game');
    expect(screen.getByRole('region', { name: 'Games' })).toBeInTheDocument();
  });

  it('opens a random game of the category from the random card', async () => {
    const onRandomGame = vi.fn();
    renderWidget(<GameGrid category="pokies" onRandomGame={onRandomGame} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Random game' }));
    await vi.waitFor(() => expect(onRandomGame).toHaveBeenCalledTimes(1));
    expect(onRandomGame.mock.calls[0]?.[0].categories).toContain('pokies');
  });

  it('filters by provider and says when nothing matches', async () => {
    const { platform } = renderWidget(<GameGrid provider="nobody" />);
    expect(await screen.findByText('There are no games here yet.')).toBeInTheDocument();
    expect(filterBodies(platform.requests)[0]).toMatchObject({ filter: { providers: ['nobody'] } });
  });

  it('shows a failed load with a retry', async () => {
    // the casino starts; only the games list fails, until the platform recovers
    const failures: Record<string, number> = { gamesFilter: 503 };
    renderWidget(<GameGrid />, { failures });
    expect(await screen.findByRole('alert')).toHaveTextContent('The games could not be loaded.');
    delete failures.gamesFilter;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('60 games')).toBeInTheDocument();
  });

  it('shows one fixed page with links to the previous and next pages', async () => {
    const { container, platform } = renderWidget(
      <GameGrid provider="netent" page={2} pageSize={3} pageHref={(page) => `/producers/netent/${page}`} />,
    );
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(filterBodies(platform.requests)[0]).toMatchObject({ page: 2, page_size: 3 });
    expect(container.querySelectorAll('[data-game-tile]')).toHaveLength(3);
    expect(within(pager).getByText(/^Page 2 of \d+$/)).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/producers/netent/1');
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/producers/netent/3');
    await expectNoAxeViolations(container);
  });

  it('keeps the rendered tiles bounded while scrolling through 10,000 games, loading pages on the way', async () => {
    const view = stubGridGeometry();
    const { container, platform } = renderWidget(<GameGrid pageSize={100} />, { games: { catalogue: 10_000 } });
    expect(await screen.findByText('10,000 games')).toBeInTheDocument();
    const grid = container.querySelector('ul.casino-game-grid') as HTMLElement;
    const tiles = () => container.querySelectorAll('[data-game-tile]');
    // 1000 px: 5 columns of 190.4 px, rows of 190.4 × 3/4 + 56 + 12 = 210.8 px
    for (let step = 1; step <= 10; step++) {
      // to the end of what is loaded: the next page loads
      const rows = Math.ceil(Number(grid.querySelector('li')?.getAttribute('aria-setsize')) / 5);
      await act(async () => view.scrollTo(100 + rows * 210.8 - window.innerHeight));
      await vi.waitFor(() => expect(filterBodies(platform.requests)).toHaveLength(step + 1));
      await vi.waitFor(() =>
        expect(grid.querySelector('li')?.getAttribute('aria-setsize')).toBe(String((step + 1) * 100)),
      );
      expect(tiles().length).toBeGreaterThan(0);
      expect(tiles().length).toBeLessThan(150);
    }
    expect(Number.parseFloat(grid.style.paddingTop)).toBeGreaterThan(30_000);
    expect(grid.style.gridTemplateColumns).toBe('repeat(5, minmax(0, 1fr))');
    const first = grid.querySelector('li');
    expect(Number(first?.getAttribute('aria-posinset'))).toBeGreaterThan(900);
    expect(first?.getAttribute('aria-setsize')).toBe(String(11 * 100));
  });
});
