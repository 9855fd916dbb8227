import { gamesOf } from '@casino/sdk/games';
import { fixtureGame } from '@casino/sdk/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { FavoriteGames } from './FavoriteGames';

const [first, second] = [fixtureGame(3), fixtureGame(5)];
const signedIn = { signedInAs: 'eur@casino.test', games: { favourites: [first.identifier, second.identifier] } };
const tiles = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-game-tile]')].map((tile) => tile.getAttribute('data-game-tile'));

describe('FavoriteGames', () => {
  it('asks guests to sign in', async () => {
    const { container } = renderWidget(<FavoriteGames />);
    expect(await screen.findByText('Sign in to see your favourite games.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows the favourites, newest first, and drops one as soon as it is un-favourited', async () => {
    const { container } = renderWidget(<FavoriteGames />, signedIn);
    expect(await screen.findByRole('heading', { name: 'Favourite games' })).toBeInTheDocument();
    await vi.waitFor(() => expect(tiles(container)).toEqual([first.identifier, second.identifier]));
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: `Favourite: ${first.title}` }));
    await vi.waitFor(() => expect(tiles(container)).toEqual([second.identifier]));
  });

  it('adds a game favourited in another widget', async () => {
    const { container, casino } = renderWidget(<FavoriteGames title="My games" />, signedIn);
    await vi.waitFor(() => expect(tiles(container)).toHaveLength(2));
    const third = fixtureGame(6);
    await act(() => gamesOf(casino).toggleFavourite(third));
    await vi.waitFor(() => expect(tiles(container)).toEqual([third.identifier, first.identifier, second.identifier]));
    expect(screen.getByRole('heading', { name: 'My games' })).toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    const { container, platform } = renderWidget(<FavoriteGames />, signedIn);
    const held = platform.hold('favoriteGames');
    expect(await screen.findByText('Loading games…')).toBeInTheDocument();
    expect(container.querySelectorAll('ul[aria-busy="true"] .casino-game-tile--skeleton')).toHaveLength(5);
    await expectNoAxeViolations(container);
    held.release();
    await vi.waitFor(() => expect(tiles(container)).toHaveLength(2));
  });

  it('says when there are none', async () => {
    renderWidget(<FavoriteGames />, { signedInAs: 'eur@casino.test' });
    expect(await screen.findByText(/You have no favourite games yet/)).toBeInTheDocument();
  });

  it('says when the favourites cannot be loaded, and asks again on "Try again"', async () => {
    const { platform } = renderWidget(<FavoriteGames />, {
      ...signedIn,
      failures: { favoriteGames: 503 },
    });
    expect(await screen.findByText('The games could not be loaded.')).toBeInTheDocument();
    const asked = () => platform.requests.filter((request) => request.route === 'favoriteGames').length;
    const before = asked();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(asked()).toBeGreaterThan(before));
    expect(await screen.findByText('The games could not be loaded.')).toBeInTheDocument();
  });
});
