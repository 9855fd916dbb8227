import { COMPLETE_PROFILE, type FixtureCasinoOptions, fixtureLimit, fixturePayment } from '@casino/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { Cashbox } from './Cashbox';

const signedIn = { signedInAs: 'eur@casino.test' } as const;
const ready: FixtureCasinoOptions = {
  ...signedIn,
  profile: COMPLETE_PROFILE,
};

describe('Cashbox', () => {
  it('asks guests to sign in', async () => {
    const onNavigate = vi.fn();
    const { container } = renderWidget(<Cashbox onNavigate={onNavigate} />);
    expect(await screen.findByText('Sign in to use the cashbox.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onNavigate).toHaveBeenCalledWith('login');
    await expectNoAxeViolations(container);
  });

  it('says it is loading until the limits are read', async () => {
    const { platform } = renderWidget(<Cashbox />, { ...ready, network: 'up' });
    const held = platform.hold('limits');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    await act(async () => held.release());
    expect(await screen.findByRole('navigation', { name: 'Cashbox steps' })).toBeInTheDocument();
  });

  it('tells the player when it cannot check the limits, and tries again on request', async () => {
    const failures: Record<string, number> = { limits: 500 };
    const { container } = renderWidget(<Cashbox />, { ...ready, failures });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The cashbox could not be opened.');
    expect(screen.queryByRole('navigation')).toBeNull();
    await expectNoAxeViolations(container);
    delete failures.limits;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Cashbox steps' })).toBeInTheDocument();
  });

  it('stays closed during a cooling-off and points to the limits', async () => {
    const onNavigate = vi.fn();
    const limits = [fixtureLimit({ type: 'cooling_off', period: 'daily', disable_at: '2026-03-03T10:00:00Z' })];
    const { container } = renderWidget(<Cashbox step="deposit" onNavigate={onNavigate} />, { ...ready, limits });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Deposits are blocked');
    expect(alert).toHaveTextContent(
      'Your cooling-off is active until Mar 3, 2026, 10:00 AM UTC: deposits are blocked.',
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByLabelText('Amount (EUR)')).toBeNull();
    await expectNoAxeViolations(container);
    await userEvent.click(within(alert).getByRole('button', { name: 'See your limits' }));
    expect(onNavigate).toHaveBeenCalledWith('limits');
  });

  it('names a self-exclusion too', async () => {
    const limits = [fixtureLimit({ type: 'self_exclusion', period: null, disable_at: '2027-03-03T10:00:00Z' })];
    renderWidget(<Cashbox />, { ...ready, limits });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your self-exclusion is active until Mar 3, 2027, 10:00 AM UTC: deposits are blocked.',
    );
  });

  it('asks a fiat player for the missing personal details first, then opens the deposit', async () => {
    const { container } = renderWidget(<Cashbox step="deposit" />, {
      ...signedIn,
      profile: { first_name: 'Erika', last_name: 'Muster', city: 'Berlin' },
    });
    expect(
      await screen.findByText('Before your first payment, please complete your personal details.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    await expectNoAxeViolations(container);

    const thisYear = new Date().getFullYear();
    await userEvent.type(screen.getByLabelText('Mobile phone'), '+49 170 1234567');
    await userEvent.type(screen.getByLabelText('Date of birth'), `${thisYear - 30}-05-17`);
    await userEvent.type(screen.getByLabelText('Address'), 'Hauptstraße 1');
    await userEvent.type(screen.getByLabelText('Postal code'), '10115');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByLabelText('Amount (EUR)')).toHaveValue('50');
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('moves between steps with the tabs, reports them and focuses the new step', async () => {
    const onStepChange = vi.fn();
    const { container } = renderWidget(<Cashbox step="deposit" onStepChange={onStepChange} />, ready);
    const nav = await screen.findByRole('navigation', { name: 'Cashbox steps' });
    expect(within(nav).getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(nav).getByRole('button', { name: 'Withdraw' }));
    expect(onStepChange).toHaveBeenLastCalledWith('withdraw');
    expect(within(nav).getByRole('button', { name: 'Withdraw' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('button', { name: 'Deposit' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Withdraw' })).toHaveFocus());
    await expectNoAxeViolations(container);
  });

  it('goes back to the dashboard on "Done" unless the host closes the cashbox', async () => {
    const onClose = vi.fn();
    renderWidget(<Cashbox step="deposit" onClose={onClose} onRedirect={vi.fn()} />, ready);
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm deposit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the outcome of the deposit the 3-D Secure step returned for, and follows it', async () => {
    const onDeposited = vi.fn();
    const returned = fixturePayment({ id: 7, state: 'processing', created_at: '2026-03-02T08:00:00Z' });
    const { casino, container } = renderWidget(<Cashbox returnedPaymentId={7} onDeposited={onDeposited} />, {
      ...ready,
      payments: { history: [returned] },
    });
    expect(await screen.findByRole('heading', { name: 'Deposit in progress' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    act(() => {
      casino.events.emit('realtime:payments_changes', {
        seq: 3,
        data: {
          id: 7,
          amount_cents: 5000,
          currency: 'EUR',
          action: 'deposit',
          payment_system: 'card',
          recallable: false,
          created_at: returned.created_at,
          finished_at: '2026-03-02T08:00:05Z',
          success: true,
          state: 'succeeded',
        },
      });
    });
    expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeInTheDocument();
    await waitFor(() =>
      expect(onDeposited).toHaveBeenCalledWith(expect.objectContaining({ id: 7, state: 'succeeded' })),
    );
  });

  it('reads the returned deposit from payment_id of the page and says why it failed', async () => {
    window.history.replaceState(null, '', '/cashbox?payment_id=8&payment_state=declined');
    try {
      const failed = fixturePayment({ id: 8, state: 'declined', cancellation_reason: 'authentication_failed' });
      renderWidget(<Cashbox />, { ...ready, payments: { history: [failed] } });
      expect(await screen.findByRole('heading', { name: 'Deposit not completed' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('The card check (3-D Secure) failed.');
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByLabelText('Amount (EUR)')).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('warns once about a deposit canceled in the last minutes, and lets the player dismiss it', async () => {
    const finished = new Date(Date.now() - 60_000).toISOString();
    const declined = fixturePayment({
      id: 5,
      state: 'declined',
      cancellation_reason: 'insufficient_funds',
      created_at: finished,
      finished_at: finished,
    });
    const { container } = renderWidget(<Cashbox step="history" />, { ...ready, payments: { history: [declined] } });
    const warning = (await screen.findByText('A recent deposit did not go through')).parentElement;
    expect(warning).toHaveAttribute('role', 'status');
    expect(warning).toHaveTextContent('Your deposit of €50.00 was declined. The card has not enough funds.');
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('A recent deposit did not go through')).toBeNull();
  });

  it('opens the one-click deposit and switches to the full deposit for another amount', async () => {
    const onStepChange = vi.fn();
    renderWidget(<Cashbox step="one-click" onStepChange={onStepChange} />, {
      ...ready,
      payments: { savedCards: ['4242424242424242'], depositsCount: 1 },
    });
    const nav = await screen.findByRole('navigation', { name: 'Cashbox steps' });
    expect(within(nav).queryByRole('button', { current: true })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Change amount or method' }));
    expect(onStepChange).toHaveBeenLastCalledWith('deposit');
    expect(await screen.findByLabelText('Amount (EUR)')).toBeInTheDocument();
  });
});
