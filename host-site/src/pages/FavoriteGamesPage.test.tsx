import { fixtureGame } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor } from '@testing-library/react';
import { renderSite } from '../../test/renderSite';

describe('favourites page', () => {
  it("shows a player's favourite games", async () => {
    const favourite = fixtureGame(3);
    const { container } = renderSite('/favorite-games', {
      signedInAs: 'eur@casino.test',
      games: { favourites: [favourite.identifier] },
    });
    expect(await screen.findByRole('heading', { name: 'Favourite games', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: favourite.title, level: 3 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Favourite games · Reference Casino'));
    await expectNoAxeViolations(container);
  });

  it('shows a guest the sign-in hint and a way to sign in that leads back', async () => {
    renderSite('/favorite-games');
    expect(await screen.findByText('Sign in to see your favourite games.')).toBeInTheDocument();
    const signIn = screen.getAllByRole('link', { name: 'Sign in' }).find((link) => link.closest('main'));
    expect(signIn).toHaveAttribute('href', '/sign-in?redirect=%2Ffavorite-games');
  });
});
