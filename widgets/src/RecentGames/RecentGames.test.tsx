import { fixtureGame } from '@casino/sdk/testing';
import { screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { RecentGames } from './RecentGames';

const played = [4, 9, 1, 30].map((index) => fixtureGame(index).identifier);

describe('RecentGames', () => {
  it('shows the played games in played order, at most `limit`', async () => {
    const { container, platform } = renderWidget(<RecentGames limit={3} />, {
      signedInAs: 'eur@casino.test',
      games: { played },
    });
    expect(await screen.findByRole('heading', { name: 'Recently played' })).toBeInTheDocument();
    await vi.waitFor(() => expect(container.querySelectorAll('[data-game-tile]')).toHaveLength(3));
    const shown = [...container.querySelectorAll('[data-game-tile]')].map((tile) =>
      tile.getAttribute('data-game-tile'),
    );
    expect(shown).toEqual(played.slice(0, 3));
    expect(platform.requests.find((request) => request.route === 'gamesSelect')?.body).toEqual({
      game_ids: played.slice(0, 3),
    });
    await expectNoAxeViolations(container);
  });

  it('renders nothing for guests', async () => {
    const { container, platform, casino } = renderWidget(<RecentGames />);
    await casino.start();
    expect(container).toBeEmptyDOMElement();
    expect(platform.requests.some((request) => request.route === 'playedGames')).toBe(false);
  });

  it('renders nothing for a player who has played nothing', async () => {
    const { container, platform } = renderWidget(<RecentGames />, { signedInAs: 'eur@casino.test' });
    await vi.waitFor(() => expect(platform.requests.some((request) => request.route === 'playedGames')).toBe(true));
    await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
  });
});
