import { type FixtureRequest, fixtureGame } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderSite } from '../../test/renderSite';

/** The categories the games list requests so far asked for, in order. */
const categoriesAsked = (requests: FixtureRequest[]) =>
  requests
    .filter((request) => request.route === 'gamesFilter')
    .map((request) => (request.body as { filter?: { categories?: { identifiers: string[] } } }).filter?.categories)
    .map((categories) => categories?.identifiers.join(','));

const ROWS = [
  ['Top games', '/categories/top'],
  ['New games', '/categories/new'],
  ['Pokies', '/pokies/all'],
  ['Live casino', '/live/all'],
  ['Table games', '/categories/table'],
  ['Recommended', '/categories/recommended'],
  ['Special picks', '/categories/special'],
] as const;

describe('lobby', () => {
  it('shows a guest the welcome and one row per lobby category, each leading to its page', async () => {
    const { requests, container } = renderSite('/');
    expect(await screen.findByRole('heading', { name: 'Welcome to the casino', level: 1 })).toBeInTheDocument();
    for (const [title] of ROWS) expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Mystic Gems' });
    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    // the banners first, the jackpot ticker, then the rows
    expect(headings).toEqual(['Featured offers', 'Mystic Gems', ...ROWS.map(([title]) => title)]);
    await waitFor(() =>
      expect(categoriesAsked(requests).sort()).toEqual(
        ['top', 'new', 'pokies', 'live', 'table', 'recommended', 'special'].sort(),
      ),
    );
    for (const [, href] of ROWS) {
      await waitFor(() => expect(container.querySelector(`.lobby-rows a[href="${href}"]`)).not.toBeNull());
    }
    expect(screen.queryByRole('heading', { name: 'Recently played' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
    await expectNoAxeViolations(container);
  });

  it('asks for the providers with the page, before any row has its games', async () => {
    const { platform, requests } = renderSite('/');
    const held = platform.hold('gamesFilter');
    await waitFor(() => expect(requests.some((request) => request.route === 'providers')).toBe(true));
    expect(document.querySelector('[data-game-tile]')).toBeNull();
    held.release();
    expect(await screen.findByRole('heading', { name: 'Top games' })).toBeInTheDocument();
  });

  it("puts a player's recently played games first", async () => {
    const played = [fixtureGame(4), fixtureGame(2)];
    renderSite('/', { signedInAs: 'eur@casino.test', games: { played: played.map((game) => game.identifier) } });
    expect(await screen.findByRole('heading', { name: 'Recently played' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Special picks' });
    await screen.findByRole('heading', { name: 'Mystic Gems' });
    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Featured offers', 'Mystic Gems', 'Recently played', ...ROWS.map(([title]) => title)]);
  });
});
