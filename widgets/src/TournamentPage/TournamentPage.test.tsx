import { fixtureGame, fixtureTournament, fixtureTournaments } from '@casino/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { TournamentPage } from './TournamentPage';

/** Lucky, on no board yet. */
const newcomer = { signedInAs: 'eur@casino.test', tournaments: { boards: {} } } as const;

describe('TournamentPage', () => {
  it('shows the rules through the sanitiser, the prizes, the games and the leaderboard', async () => {
    const now = Date.now();
    const scripted = fixtureTournament(
      {
        description:
          '<p>Bet <strong>big</strong>.</p><script>window.hacked = true</script><img src=x onerror=alert(1)>',
      },
      now,
    );
    const { container } = renderWidget(<TournamentPage tournament="spring-bets" />, {
      signedInAs: 'eur@casino.test',
      tournaments: { tournaments: [scripted, ...fixtureTournaments(now).slice(1)] },
    });
    const page = await screen.findByRole('article', { name: 'Spring bets' });
    expect(within(page).getByText('Running')).toBeInTheDocument();
    expect(within(page).getByText('The biggest sum of bets wins.')).toBeInTheDocument();
    expect(await within(page).findByText('Smallest bet that counts: €0.20')).toBeInTheDocument();
    expect(within(page).getByText('big').tagName).toBe('STRONG');
    expect(container.querySelector('script, img')).toBeNull();
    expect(within(page).getByText('Place 1').parentElement).toHaveTextContent('Place 1 €100.00');
    expect(within(page).getByText('Every game counts.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Leaderboard of Spring bets' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('lets a player join a tournament that asks for it', async () => {
    const { container, platform } = renderWidget(<TournamentPage tournament="spring-bets" />, newcomer);
    const join = await screen.findByRole('button', { name: 'Take part' });
    expect(screen.getByText('Join the tournament to have your rounds count.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(join);
    expect(await screen.findByText('You take part in this tournament.')).toBeInTheDocument();
    expect(platform.requests.filter((request) => request.route === 'confirmTournament')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Take part' })).toBeNull();
  });

  it("sends a guest's join to registration, coming back to the tournament", async () => {
    const onNavigate = vi.fn();
    renderWidget(<TournamentPage tournament="spring-bets" onNavigate={onNavigate} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up to take part' }));
    await waitFor(() =>
      expect(onNavigate).toHaveBeenCalledWith('https://casino.test/registration?redirect=%2Ftournaments%2Fspring-bets'),
    );
  });

  it("lists a tournament's games through the game tiles", async () => {
    const now = Date.now();
    const game = fixtureGame(0);
    const studio = fixtureTournament({ games: [game.identifier] }, now);
    renderWidget(<TournamentPage tournament="1" />, { tournaments: { tournaments: [studio] } });
    const games = await screen.findByRole('list', { name: 'Games that count' });
    expect(await within(games).findAllByRole('link', { name: new RegExp(game.title) })).not.toHaveLength(0);
  });
});
