import type { PromoPrize, TournamentPlayerStatus } from '@casino/sdk/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { TournamentsShell } from '../tournaments/TournamentsShell';
import { LEADERBOARD_ROW_HEIGHT, LeaderboardTable } from './LeaderboardTable';

const player = (place: number): TournamentPlayerStatus => ({
  tournament_id: 7,
  entry_id: 500 + place,
  nickname: `pl***${place}`,
  user_confirmed: true,
  bets: ((100_000 - place * 10) / 100).toFixed(2),
  bet_cents: 100_000 - place * 10,
  wins: '0.00',
  win_cents: 0,
  rate: 0,
  games_taken: 3,
  points: 100_000 - place * 10,
  award_place: place,
});

const prize = (place: number, cents: number): PromoPrize => ({
  id: place,
  award_place: place,
  currency: 'EUR',
  money_award_cents: cents,
  freespins_count: place === 2 ? 20 : 0,
  freespins_game: place === 2 ? 'pragmatic/sweet-bonanza' : null,
  freespins_bet_cents: place === 2 ? 10 : 0,
  bonus_amount_cents: 0,
  wager_multiplier: 0,
  nickname: null,
});

const board = Array.from({ length: 1000 }, (_, index) => player(index + 1));
const prizes = [prize(1, 50_000), prize(2, 10_000), prize(3, 5_000)];

function renderBoard(own: TournamentPlayerStatus | null, rows = board) {
  return renderWidget(
    <TournamentsShell widget="tournament-leaderboard">
      <LeaderboardTable
        rows={rows}
        playersCount={rows.length}
        strategy="bet"
        currency="EUR"
        prizes={prizes}
        own={own}
        label="Leaderboard of Spring Race"
      />
    </TournamentsShell>,
  );
}

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('aria-rowindex'));

describe('LeaderboardTable', () => {
  it('renders only a window of a 1,000-row board, with the whole count for assistive technology', async () => {
    const { container } = renderBoard(null);
    const table = await screen.findByRole('table', { name: 'Leaderboard of Spring Race' });
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    const rendered = bodyRows().length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(40);
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveAttribute('aria-rowindex', '2');
    expect(within(first as HTMLElement).getByRole('rowheader')).toHaveTextContent('1');
    expect(first).toHaveTextContent('pl***1€999.90€500.00');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('pl***2€999.80€100.00 + 20 free spins');
    await expectNoAxeViolations(container);
  });

  it('renders the rows in view as the board scrolls, and the space of the others', async () => {
    renderBoard(null);
    const region = await screen.findByRole('region', { name: 'Leaderboard of Spring Race' });
    region.scrollTop = 500 * LEADERBOARD_ROW_HEIGHT;
    fireEvent.scroll(region);
    const rows = bodyRows();
    expect(rows.length).toBeLessThan(40);
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toContain('502');
    expect(screen.queryByText('pl***1')).toBeNull();
    const spacers = region.querySelectorAll<HTMLElement>('.casino-leaderboard__spacer');
    const space = [...spacers].reduce((sum, spacer) => sum + Number.parseFloat(spacer.style.height), 0);
    // the header row has an aria-rowindex too
    expect(space + (rows.length - 1) * LEADERBOARD_ROW_HEIGHT).toBe(1000 * LEADERBOARD_ROW_HEIGHT);
  });

  it("scrolls to the player's own row, highlights it, and pins it while it is scrolled away", async () => {
    const own = player(600);
    const { container } = renderBoard(own);
    const region = await screen.findByRole('region', { name: 'Leaderboard of Spring Race' });
    const mine = bodyRows().find((row) => row.getAttribute('aria-current') === 'true');
    expect(mine).toHaveTextContent('600');
    expect(mine).toHaveTextContent('pl***600 (you)');
    expect(screen.queryByRole('button', { name: /^Show my place/ })).toBeNull();

    region.scrollTop = 0;
    fireEvent.scroll(region);
    expect(bodyRows().some((row) => row.getAttribute('aria-current') === 'true')).toBe(false);
    const pinned = container.querySelector('tfoot');
    expect(pinned).toHaveTextContent('600');
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Show my place, 600' }));
    expect(bodyRows().find((row) => row.getAttribute('aria-current') === 'true')).toHaveTextContent('pl***600');
    expect(container.querySelector('tfoot')).toBeNull();
  });

  it('shows the places the server gave, ties included', async () => {
    const tied = [player(1), { ...player(2), bet_cents: player(1).bet_cents }, player(3)];
    renderBoard(null, tied);
    await screen.findByRole('table');
    const places = within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(places).toEqual(['1', '2', '3']);
  });
});
