import { fixtureBonus, fixtureFreespin } from '@casino/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { GiftList } from './GiftList';

const wagering = fixtureBonus({
  id: 2,
  title: 'Reload bonus',
  stage: 'handle_bets',
  activatable: false,
  activatable_until: null,
  amount_wager_cents: 43_210,
  amount_wager_requirement_cents: 175_000,
  valid_until: '2026-12-20T08:00:00Z',
  balance_cents: 7_500,
  max_win_cents: null,
});
const issued = fixtureBonus({ id: 1, title: 'Welcome bonus' });
const spins = fixtureFreespin({
  id: 3,
  freespins_performed: 5,
  win_cents: 340,
  stage: 'activated',
  activatable: false,
});
const lost = fixtureBonus({ id: 4, title: 'Old bonus', stage: 'expired', activatable: false, cancelable: false });
const gifts = {
  signedInAs: 'eur@casino.test',
  bonuses: { bonuses: [issued, wagering, lost], freespins: [spins] },
} as const;

const card = (title: string) => screen.getByRole('article', { name: title });

describe('GiftList', () => {
  it('gives guests a sign-in hint', async () => {
    const { container } = renderWidget(<GiftList />);
    expect(await screen.findByText('Sign in to see your gifts.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('lists the active gifts with amount, stage, new badge, deadlines and wagering progress', async () => {
    const { container } = renderWidget(<GiftList />, gifts);
    await screen.findByRole('article', { name: 'Welcome bonus' });
    expect(screen.getByRole('tab', { name: /Active/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('article', { name: 'Old bonus' })).toBeNull();

    const welcome = within(card('Welcome bonus'));
    expect(welcome.getByText('New')).toBeInTheDocument();
    expect(welcome.getByText('Waiting for activation')).toBeInTheDocument();
    expect(welcome.getByText('€50.00')).toBeInTheDocument();
    expect(welcome.getByText('€500.00')).toBeInTheDocument();
    expect(welcome.getByText('Nov 27, 2026, 8:00 AM', { exact: false })).toBeInTheDocument();

    const reload = within(card('Reload bonus'));
    const progress = reload.getByRole('progressbar', { name: 'Wagering' });
    expect(progress).toHaveAttribute('value', '24');
    expect(progress).toHaveAccessibleDescription('€432.10 of €1,750.00 wagered (24%)');
    expect(reload.queryByRole('button', { name: /Activate/ })).toBeNull();

    const free = within(card('20 free spins'));
    expect(free.getByText('15 of 20')).toBeInTheDocument();
    expect(free.getByText('€3.40')).toBeInTheDocument();
    expect(free.getByText('€0.20')).toBeInTheDocument();
    expect(free.getByRole('link', { name: 'Sweet Bonanza' })).toHaveAttribute(
      'href',
      'https://casino.test/play/pragmatic/sweet-bonanza',
    );
    await expectNoAxeViolations(container);
  });

  it('shows finished gifts under History, switched by the arrow keys', async () => {
    renderWidget(<GiftList />, gifts);
    const active = await screen.findByRole('tab', { name: /Active/ });
    active.focus();
    await userEvent.keyboard('{ArrowRight}');
    const history = screen.getByRole('tab', { name: 'History' });
    expect(history).toHaveFocus();
    expect(history).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Old bonus' })).toBeInTheDocument();
    expect(within(card('Old bonus')).getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Welcome bonus' })).toBeNull();
  });

  it('activates an issued gift, which then shows as being wagered', async () => {
    const { platform } = renderWidget(<GiftList />, gifts);
    await userEvent.click(await screen.findByRole('button', { name: 'Activate Welcome bonus' }));
    await waitFor(() =>
      expect(within(card('Welcome bonus')).getByRole('progressbar', { name: 'Wagering' })).toBeInTheDocument(),
    );
    expect(within(card('Welcome bonus')).queryByRole('button', { name: /Activate/ })).toBeNull();
    expect(platform.requests.some((r) => r.route === 'activateBonus' && r.params.id === '1')).toBe(true);
  });

  it('shows a refused activation in words and stays usable', async () => {
    renderWidget(<GiftList />, { ...gifts, failures: { activateBonus: 422 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Activate Welcome bonus' }));
    const alert = await within(card('Welcome bonus')).findByRole('alert');
    expect(alert).toHaveTextContent('Welcome bonus could not be activated.');
    expect(alert).toHaveTextContent('The server had a problem.');
    expect(screen.getByRole('button', { name: 'Activate Welcome bonus' })).toBeEnabled();
  });

  it('says what cancelling a bonus removes and what stays, then cancels it', async () => {
    const { container } = renderWidget(<GiftList />, gifts);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Reload bonus' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Reload bonus?' });
    expect(await within(dialog).findByText('Bonus money removed: €75.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Of which winnings from wagering: €25.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Your cash stays: €1,000.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await expectNoAxeViolations(container);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Reload bonus' })).toBeNull());
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(within(card('Reload bonus')).getByText('Cancelled')).toBeInTheDocument();
  });

  it('warns that cancelling free spins loses the spins left and their winnings; Escape keeps them', async () => {
    renderWidget(<GiftList />, gifts);
    const cancel = await screen.findByRole('button', { name: 'Cancel 20 free spins' });
    await userEvent.click(cancel);
    expect(screen.getByText('The 15 spins left and the winnings so far (€3.40) will be lost.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel 20 free spins' })).toHaveFocus();
  });

  it('hands game links to onNavigate and says when there is nothing to show', async () => {
    const onNavigate = vi.fn();
    renderWidget(<GiftList onNavigate={onNavigate} gameHref={(game) => `/games/${game.slug}`} />, gifts);
    await userEvent.click(await screen.findByRole('link', { name: 'Sweet Bonanza' }));
    expect(onNavigate).toHaveBeenCalledWith('/games/sweet-bonanza');
  });

  it('has empty states', async () => {
    renderWidget(<GiftList defaultTab="history" />, { signedInAs: 'eur@casino.test' });
    expect(await screen.findByText('Your finished gifts will show here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Active' }));
    expect(screen.getByText('You have no active gifts right now.')).toBeInTheDocument();
  });
});
