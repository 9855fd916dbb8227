import { jackpotsOf } from '@casino/sdk/jackpots';
import { fixtureJackpotWin, fixtureJackpotWinAward } from '@casino/sdk/testing';
import { act, screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { JackpotLeaderboard } from './JackpotLeaderboard';

const playersOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('JackpotLeaderboard', () => {
  it('lists the latest and the biggest 5 wins of a jackpot with masked names, levels and amounts', async () => {
    const { container, platform } = renderWidget(<JackpotLeaderboard jackpot="mystic-gems" />);
    await screen.findByRole('table', { name: 'Latest wins' });
    expect(platform.requests.find((r) => r.route === 'jackpotWins')?.query.get('jackpot')).toBe('mystic-gems');
    expect(playersOf('Latest wins')).toEqual(['astron***', 'lucky7***', 'novaka***', 'rocket***', 'mariel***']);
    expect(playersOf('Biggest wins')).toEqual(['rocket***', 'lucky7***', 'player***', 'mariel***', 'spinne***']);
    const top = within(screen.getByRole('table', { name: 'Biggest wins' })).getAllByRole('row')[1];
    expect(top).toHaveTextContent('Mega€1,304,550.00');
    await expectNoAxeViolations(container);
  });

  it('shows no wins, only logging, when the list cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderWidget(<JackpotLeaderboard />, { failures: { jackpotWins: 500 } });
      expect(await screen.findByText('No jackpot has been won yet.')).toBeInTheDocument();
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it("loads again after the player's win", async () => {
    const wins = [fixtureJackpotWin({ id: 1, user_name: 'astron***' })];
    const { casino, platform } = renderWidget(<JackpotLeaderboard />, {
      signedInAs: 'eur@casino.test',
      jackpots: { wins },
    });
    await screen.findByRole('table', { name: 'Latest wins' });
    wins.unshift(fixtureJackpotWin({ id: 2, user_name: 'eurpla***', created_at: new Date().toISOString() }));
    act(() => casino.events.emit('realtime:jackpot_win_award', { seq: 1, data: fixtureJackpotWinAward() }));
    await vi.waitFor(() => expect(playersOf('Latest wins')).toEqual(['eurpla***', 'astron***']));
    expect(jackpotsOf(casino).win.value).not.toBeNull();
    expect(platform.requests.filter((r) => r.route === 'jackpotWins').length).toBeGreaterThanOrEqual(2);
  });
});
