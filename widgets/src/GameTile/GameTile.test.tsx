import { fixtureGame } from '@casino/sdk/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { GameTile } from './GameTile';

const signedIn = { signedInAs: 'eur@casino.test' } as const;
/** Has demo play, EUR, and the new and bonus-wagering badges. */
const game = fixtureGame(0);

describe('GameTile', () => {
  it('shows the preview, title, provider and badges, with play and demo links for guests', async () => {
    const { container } = renderWidget(<GameTile game={game} />);
    const image = await screen.findByRole('img', { name: game.title });
    expect(image).toHaveAttribute('src', `https://casino.test${game.image_url}`);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
    expect(screen.getByRole('heading', { name: game.title })).toBeInTheDocument();
    expect(await screen.findByText('Pragmatic Play')).toBeInTheDocument();
    const badges = within(screen.getByRole('list', { name: 'Badges' })).getAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual(['New', 'Bonus wagering']);
    expect(screen.getByRole('link', { name: `Play ${game.title}` })).toHaveAttribute(
      'href',
      'https://casino.test/play/pragmaticplay/sweet-bonanza?mode=real',
    );
    expect(screen.getByRole('link', { name: `Play ${game.title} in demo mode` })).toHaveAttribute(
      'href',
      'https://casino.test/play/pragmaticplay/sweet-bonanza?mode=demo',
    );
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
    expect(container.querySelector('[data-game-tile]')).toHaveAttribute('data-game-tile', game.identifier);
    await expectNoAxeViolations(container);
  });

  it('has no demo link for a game without demo play', async () => {
    const noDemo = fixtureGame(4);
    renderWidget(<GameTile game={noDemo} />);
    expect(await screen.findByRole('link', { name: `Play ${noDemo.title}` })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /demo mode/ })).toBeNull();
  });

  it('uses the host’s addresses and hands plain clicks to onNavigate', async () => {
    const onNavigate = vi.fn();
    renderWidget(<GameTile game={game} gameHref={(g, mode) => `/games/${g.slug}/${mode}`} onNavigate={onNavigate} />);
    const play = await screen.findByRole('link', { name: `Play ${game.title}` });
    expect(play).toHaveAttribute('href', '/games/sweet-bonanza/real');
    await userEvent.click(play);
    expect(onNavigate).toHaveBeenCalledWith('/games/sweet-bonanza/real');
    play.addEventListener('click', (event) => event.preventDefault());
    await userEvent.keyboard('{Control>}');
    await userEvent.click(play);
    await userEvent.keyboard('{/Control}');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('toggles a signed-in player’s favourite, busy while the request is in flight', async () => {
    const { container, platform } = renderWidget(<GameTile game={game} />, signedIn);
    const toggle = await screen.findByRole('button', { name: `Favourite: ${game.title}` });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const held = platform.hold('addFavoriteGame');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    await act(async () => held.release());
    expect(toggle).not.toHaveAttribute('aria-busy');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(platform.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    await expectNoAxeViolations(container);
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
  });

  it('says when a favourite could not be changed and stays usable', async () => {
    renderWidget(<GameTile game={game} />, { ...signedIn, failures: { addFavoriteGame: 500 } });
    const toggle = await screen.findByRole('button', { name: `Favourite: ${game.title}` });
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your favourites could not be changed.');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: `Play ${game.title}` })).toBeInTheDocument();
  });

  it('locks a player whose fiat currency the game does not take', async () => {
    const withoutEur = fixtureGame(7);
    const { container } = renderWidget(<GameTile game={withoutEur} />, signedIn);
    expect(await screen.findByText('Not available in EUR')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('is translated', async () => {
    renderWidget(<GameTile game={game} />, { locale: 'de' });
    expect(await screen.findByRole('link', { name: `${game.title} spielen` })).toHaveTextContent('Spielen');
    expect(screen.getByText('Neu')).toBeInTheDocument();
  });
});
