import { Leaderboard } from '@casino/sdk/contract';
import { tournamentsOf } from '@casino/sdk/tournaments';
import { act, screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { TournamentLeaderboard } from './TournamentLeaderboard';

const signedIn = { signedInAs: 'eur@casino.test' } as const;
const ownRow = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .find((row) => row.getAttribute('aria-current') === 'true');

describe('TournamentLeaderboard', () => {
  it("shows the board of a tournament by its identifier with the player's own row", async () => {
    const { container } = renderWidget(<TournamentLeaderboard tournament="spring-bets" />, signedIn);
    const table = await screen.findByRole('table', { name: 'Leaderboard of Spring bets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Place', 'Player', 'Bets', 'Prize']);
    expect(screen.getByText('Players: 11')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    await screen.findByText(/\(you\)/);
    expect(ownRow()).toHaveTextContent('3Lucky (you)€425.00€33.33');
    await expectNoAxeViolations(container);
  });

  it('moves the rows when an update arrives', async () => {
    const { casino } = renderWidget(<TournamentLeaderboard tournament="1" />, signedIn);
    await screen.findByText(/\(you\)/);
    const board = tournamentsOf(casino).leaderboard(1);
    const lucky = board.rows.peek().find((row) => row.nickname === 'Lucky');
    if (!lucky) throw new Error('Lucky is on the fixture board');
    const version = 1 + (await casino.http.get('/api/tournaments/1/leaderboard', Leaderboard)).version;
    act(() =>
      board.receive({
        tournament_id: 1,
        version,
        players_count: 11,
        changed: [{ ...lucky, bet_cents: 90_000, points: 90_000, award_place: 1 }],
        finished: false,
      }),
    );
    expect(ownRow()).toHaveTextContent('1Lucky (you)€900.00€100.00');
    const places = within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(places.slice(0, 3)).toEqual(['1', '2', '3']);
  });

  it('says so for a tournament that does not exist', async () => {
    renderWidget(<TournamentLeaderboard tournament="no-such-race" />);
    expect(await screen.findByText('There is no such tournament.')).toBeInTheDocument();
  });
});
