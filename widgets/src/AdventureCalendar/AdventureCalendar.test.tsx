import { fixtureAdventure } from '@casino/sdk/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { AdventureCalendar } from './AdventureCalendar';

const signedIn = { signedInAs: 'eur@casino.test' } as const;
const DAY_MS = 86_400_000;

describe('AdventureCalendar', () => {
  it('shows the banner, each day with its state, prize and progress, the timer of today and the super prize', async () => {
    const { container } = renderWidget(<AdventureCalendar />, signedIn);
    const list = await screen.findByRole('list', { name: 'Aquanova odyssey' });
    await vi.waitFor(() => expect(within(list).getAllByText('Completed')).toHaveLength(2));
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('data-state'))).toEqual([
      'completed',
      'completed',
      'active',
      'future',
      'future',
      'future',
      'future',
      'superb',
    ]);
    const today = cards[2] as HTMLElement;
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveTextContent('1 of 2 conditions met');
    expect(today).toHaveTextContent('Deposits: €25.00 of €20.00');
    expect(today).toHaveTextContent('Bets: €15.00 of €50.00');
    expect(within(today).getByText(/^Ends in/)).toBeInTheDocument();
    expect(within(today).getByText(/hours and \d+ minutes left$/)).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Claimed')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('20 free spins');
    expect(cards[7]).toHaveTextContent('Complete every day to win it.');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('claims a completed day once: the result in the dialog, then the card says claimed', async () => {
    const { container, platform } = renderWidget(<AdventureCalendar giftsHref="/profile/gifts" />, signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim 20 free spins' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prize claimed' });
    expect(dialog).toHaveAccessibleDescription('20 free spins is waiting in your gifts.');
    expect(within(dialog).getByRole('link', { name: 'Open gifts' })).toHaveAttribute('href', '/profile/gifts');
    await expectNoAxeViolations(container);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const list = screen.getByRole('list', { name: 'Aquanova odyssey' });
    expect(within(list).getAllByText('Claimed')).toHaveLength(2);
    expect(within(list).queryByRole('button')).toBeNull();
    expect(platform.requests.filter((request) => request.route === 'claimAdventureDay')).toHaveLength(1);
  });

  it("says why a claim was refused: another tab's claim of the same prize", async () => {
    const adventure = fixtureAdventure();
    renderWidget(<AdventureCalendar />, {
      ...signedIn,
      vip: { adventure },
      routes: { claimAdventureDay: () => ({ status: 422, body: { errors: { day: ['already_claimed'] } } }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim 20 free spins' }));
    const dialog = await screen.findByRole('dialog', { name: 'The prize could not be claimed' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This prize has been claimed already.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says a finished adventure is finished, and offers nothing to claim', async () => {
    const over = fixtureAdventure(Date.now() - 9 * DAY_MS);
    renderWidget(<AdventureCalendar />, { ...signedIn, vip: { adventure: over } });
    expect(await screen.findByText('This adventure has finished.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows guests the days without progress and a sign-in link, and says when no adventure runs', async () => {
    const { container } = renderWidget(<AdventureCalendar signInHref="/sign-in" />);
    const list = await screen.findByRole('list', { name: 'Aquanova odyssey' });
    expect(within(list).queryByText('Completed')).toBeNull();
    expect(within(list).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to take part' })).toHaveAttribute('href', '/sign-in');
    await expectNoAxeViolations(container);

    renderWidget(<AdventureCalendar />, { vip: { adventure: null } });
    expect(await screen.findByText('No adventure is running right now.')).toBeInTheDocument();
  });
});
