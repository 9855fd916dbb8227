import { fixtureTournament, fixtureTournamentPlayer, fixtureTournaments } from '@casino/sdk/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { QuestPath } from './QuestPath';

const signedIn = { signedInAs: 'eur@casino.test' } as const;

function levelItems() {
  const list = screen.getByRole('list', { name: 'Levels' });
  return within(list).getAllByRole('listitem');
}

describe('QuestPath', () => {
  it("shows the quest's levels in its currency, the player's bets and the progress to the next level", async () => {
    const { container } = renderWidget(<QuestPath quest="quest-xs-spring" />, signedIn);
    expect(await screen.findByRole('heading', { name: 'Spring quest' })).toBeInTheDocument();
    expect(await screen.findByText('Your bets so far: €600.00')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progress to level 4' });
    expect(bar).toHaveAttribute('value', '20');
    expect(bar).toHaveAccessibleDescription('€400.00 more in bets to reach level 4');
    const items = levelItems();
    expect(items).toHaveLength(6);
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'completed',
      'completed',
      'active',
      'locked',
      'locked',
      'locked',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).toHaveTextContent('Level 3');
    expect(items[2]).toHaveTextContent('Bets from €500.00');
    expect(items[2]).toHaveTextContent('Your level');
    expect(items[0]).toHaveTextContent('Completed');
    expect(items[5]).toHaveTextContent('Bets from €15,000.00');
    expect(items[5]).toHaveTextContent('Locked');
    expect(screen.getByText('Ends in')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('advances a level when a tournaments_statuses brings enough bets', async () => {
    const { casino } = renderWidget(<QuestPath quest="quest-xs-spring" />, signedIn);
    await screen.findByText('Your bets so far: €600.00');
    act(() => {
      casino.events.emit('realtime:tournaments_statuses', {
        seq: 1,
        data: { status: fixtureTournamentPlayer({ tournament_id: 4, bet_cents: 100_050 }), finished: false },
      });
    });
    expect(await screen.findByText('Your bets so far: €1,000.50')).toBeInTheDocument();
    expect(levelItems()[3]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('progressbar', { name: 'Progress to level 5' })).toHaveAttribute('value', '0');
  });

  it('says the last level is reached, with no progress bar', async () => {
    const { casino } = renderWidget(<QuestPath quest="4" />, signedIn);
    await screen.findByText('Your bets so far: €600.00');
    act(() => {
      casino.events.emit('realtime:tournaments_statuses', {
        seq: 1,
        data: { status: fixtureTournamentPlayer({ tournament_id: 4, bet_cents: 2_000_000 }), finished: false },
      });
    });
    expect(await screen.findByText('You have reached the last level.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('lets the player join a quest that asks for it, with the keyboard', async () => {
    const user = userEvent.setup();
    const tournaments = fixtureTournaments().map((tournament) =>
      tournament.id === 5 ? { ...tournament, user_confirmation_required: true } : tournament,
    );
    const { platform } = renderWidget(<QuestPath quest="quest-m-spring" />, {
      ...signedIn,
      tournaments: { tournaments },
    });
    const join = await screen.findByRole('button', { name: 'Join the quest' });
    expect(screen.getByText('Your bets so far: €0.00')).toBeInTheDocument();
    expect(levelItems()).toHaveLength(25);
    join.focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Join the quest' })).toBeNull());
    expect(platform.requests.some((request) => request.route === 'confirmTournament')).toBe(true);
  });

  it('shows guests the path and a sign-in hint', async () => {
    const { container } = renderWidget(<QuestPath quest="quest-xs-spring" />);
    expect(await screen.findByText('Sign in to climb the levels with your bets.')).toBeInTheDocument();
    expect(levelItems()).toHaveLength(6);
    expect(levelItems()[0]).not.toHaveAttribute('aria-current');
    await expectNoAxeViolations(container);
  });

  it('scales the thresholds to a quest in another currency', async () => {
    const tournaments = [fixtureTournament({ id: 9, frontend_identifier: 'quest-robot-s-cad', currency: 'CAD' })];
    renderWidget(<QuestPath quest="quest-robot-s-cad" />, { tournaments: { tournaments } });
    await screen.findByText('Sign in to climb the levels with your bets.');
    expect(levelItems()).toHaveLength(15);
    expect(levelItems()[14]).toHaveTextContent('CA$1,200,000.00');
  });

  it('says when there is no such quest', async () => {
    renderWidget(<QuestPath quest="quest-nowhere" />);
    expect(await screen.findByText('There is no such quest.')).toBeInTheDocument();
  });
});
