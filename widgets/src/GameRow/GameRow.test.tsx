import { fixtureGames } from '@casino/sdk/testing';
import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { GameRow } from './GameRow';

describe('GameRow', () => {
  it('shows at most 15 games of a category under its title, with a "Show all" link', async () => {
    const { container, platform } = renderWidget(<GameRow category="pokies" title="Pokies" allHref="/pokies/all" />);
    const row = await screen.findByRole('region', { name: 'Pokies' });
    await vi.waitFor(() => expect(container.querySelectorAll('[data-game-tile]')).toHaveLength(15));
    expect(platform.requests.find((request) => request.route === 'gamesFilter')?.body).toMatchObject({
      page_size: 15,
      filter: { categories: { identifiers: ['pokies'] } },
    });
    expect(within(row).getByRole('link', { name: 'Show all: Pokies' })).toHaveAttribute('href', '/pokies/all');
    expect(within(row).getByRole('button', { name: 'Previous games' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'More games' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('loads its previews lazily, or with priority at the top of a page', async () => {
    const { container, unmount } = renderWidget(<GameRow category="pokies" title="Pokies" />);
    await vi.waitFor(() => expect(container.querySelectorAll('[data-game-tile] img')).toHaveLength(15));
    for (const image of container.querySelectorAll('[data-game-tile] img')) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
    unmount();
    const first = renderWidget(<GameRow category="pokies" title="Pokies" priority />);
    await vi.waitFor(() => expect(first.container.querySelectorAll('[data-game-tile] img')).toHaveLength(15));
    for (const image of first.container.querySelectorAll('[data-game-tile] img')) {
      expect(image).toHaveAttribute('loading', 'eager');
      expect(image).toHaveAttribute('fetchpriority', 'high');
    }
  });

  it('shows skeletons while loading', async () => {
    const { container, platform } = renderWidget(<GameRow category="pokies" title="Pokies" />);
    const held = platform.hold('gamesFilter');
    expect(await screen.findByText('Loading games…')).toBeInTheDocument();
    expect(container.querySelectorAll('.casino-game-tile--skeleton')).toHaveLength(5);
    await expectNoAxeViolations(container);
    held.release();
    await vi.waitFor(() => expect(container.querySelectorAll('[data-game-tile]').length).toBeGreaterThan(0));
  });

  it('hides itself when the category has no games', async () => {
    const { platform } = renderWidget(<GameRow category="exclusive" title="Exclusive" />, {
      games: { catalogue: fixtureGames(5) },
    });
    await vi.waitFor(() => expect(platform.requests.some((request) => request.route === 'gamesFilter')).toBe(true));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Exclusive' })).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
  });
});
