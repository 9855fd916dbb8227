import type { Payment, PaymentChange } from '@casino/sdk/contract';
import { TOAST_AUTO_DISMISS_MS } from '@casino/sdk/rules';
import { fixtureLimit, fixturePayment } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

const signedIn = { signedInAs: 'eur@casino.test' } as const;

/** The `payments_changes` data of a payment. */
function changeOf(payment: Payment): PaymentChange {
  const { id, amount_cents, currency, action, payment_system, recallable, created_at, finished_at, success, state } =
    payment;
  return { id, amount_cents, currency, action, payment_system, recallable, created_at, finished_at, success, state };
}

/** The toast region, once the player is signed in and the currencies are known (the notices format amounts). */
async function notices(casino: ReturnType<typeof renderSite>['casino']) {
  await screen.findByRole('button', { name: 'Sign out' });
  await waitFor(() => expect(casino.state.currencies.value.length).toBeGreaterThan(0));
  return screen.findByRole('region', { name: 'Messages' });
}

describe('site notices', () => {
  it('warns when a limit is reached and keeps the warning until the player dismisses it', async () => {
    const { casino, container } = renderSite('/', signedIn);
    const region = await notices(casino);
    const limit = fixtureLimit({ id: 9, type: 'deposit', period: 'daily', amount: 5000, used: 5000 });
    // fake timers from before the event, so that a timer it set would be one the test controls
    vi.useFakeTimers();
    try {
      act(() => casino.events.emit('limit-reached', { limit }));
      const warning = within(region).getByRole('listitem');
      expect(warning).toHaveTextContent('Limit reached');
      expect(warning).toHaveTextContent('You have used up your deposit limit of €50.00 per day.');
      expect(within(warning).getByRole('link', { name: 'See your limits' })).toHaveAttribute('href', '/profile/limits');
      await act(() => vi.advanceTimersByTimeAsync(TOAST_AUTO_DISMISS_MS * 3));
      expect(within(region).getByRole('listitem')).toHaveTextContent('Limit reached');
    } finally {
      vi.useRealTimers();
    }
    await expectNoAxeViolations(container);
    await userEvent.click(within(region).getByRole('button', { name: 'Close message' }));
    expect(within(region).queryByRole('listitem')).toBeNull();
  });

  it('tells the player once about a deposit that was just declined, with the action to deposit again', async () => {
    const declined = fixturePayment({
      id: 31,
      state: 'declined',
      amount_cents: 2_500,
      finished_at: new Date().toISOString(),
      cancellation_reason: 'card_declined',
    });
    const { casino } = renderSite('/', { ...signedIn, payments: { history: [declined] } });
    const region = await notices(casino);
    expect(await within(region).findByText('Your deposit of €25.00 was declined.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Deposit again' })).toHaveAttribute('href', '/deposit');
    await userEvent.click(within(region).getByRole('button', { name: 'Close message' }));

    // the same deposit is not announced a second time when its change arrives
    act(() => casino.events.emit('realtime:payments_changes', { seq: 1, data: changeOf(declined) }));
    await waitFor(() => expect(within(region).queryByText(/was declined/)).toBeNull());
  });

  it('tells the player a withdrawal was rejected, and closes such a notice by itself', async () => {
    const { casino } = renderSite('/', signedIn);
    const region = await notices(casino);
    vi.useFakeTimers();
    try {
      const rejected = fixturePayment({ id: 40, action: 'cashout', state: 'rejected', amount_cents: 3_000 });
      act(() => casino.events.emit('realtime:payments_changes', { seq: 2, data: changeOf(rejected) }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(
        within(region).getByText('Your withdrawal of €30.00 was rejected. The money is back in your balance.'),
      ).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(TOAST_AUTO_DISMISS_MS + 100));
      expect(within(region).queryByText(/was rejected/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
