import { type FixtureCasinoOptions, fixturePayment } from '@casino/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { WidgetShell } from '../shell/WidgetShell';
import { PaymentHistory } from './PaymentHistory';

const signedIn = { signedInAs: 'eur@casino.test' } as const;

function renderStep(step: ReactElement, options: FixtureCasinoOptions = {}) {
  return renderWidget(<WidgetShell widget="cashbox">{step}</WidgetShell>, { ...signedIn, ...options });
}

const history = [
  fixturePayment({ id: 1, amount_cents: 5_000, created_at: '2026-03-01T10:00:00Z' }),
  fixturePayment({
    id: 2,
    amount_cents: 2_500,
    state: 'declined',
    cancellation_reason: 'card_declined',
    created_at: '2026-03-01T11:00:00Z',
  }),
  fixturePayment({
    id: 3,
    action: 'cashout',
    amount_cents: 3_000,
    state: 'pending',
    payment_system: 'bank_transfer',
    system_name: 'Sandbox Bank',
    created_at: '2026-03-01T12:00:00Z',
  }),
  fixturePayment({ id: 4, amount_cents: 1_000, currency: 'BTC', created_at: '2026-03-01T13:00:00Z' }),
];

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Your payments, newest first' });
  return within(table).getAllByRole('row').slice(1);
}

describe('PaymentHistory', () => {
  it('lists the wallet currency’s payments newest first with their state and why one failed', async () => {
    const { container } = renderStep(<PaymentHistory currency="EUR" />, { payments: { history } });
    await screen.findByRole('table', { name: 'Your payments, newest first' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Date',
      'Type',
      'Method',
      'Amount',
      'Status',
    ]);
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Withdrawal');
    expect(rows[0]).toHaveTextContent('Sandbox Bank');
    expect(rows[0]).toHaveTextContent('€30.00');
    expect(rows[0]).toHaveTextContent('Pending');
    expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Recall the withdrawal of €30.00' }),
    ).toBeVisible();
    expect(rows[1]).toHaveTextContent('Declined');
    expect(rows[1]).toHaveTextContent('The card was declined.');
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(rows[2]).toHaveTextContent('Deposit');
    expect(rows[2]).toHaveTextContent('Succeeded');
    expect(rows[2]).toHaveTextContent('Mar 1, 2026');
    await expectNoAxeViolations(container);
  });

  it('recalls a pending withdrawal after a confirm step, and the money returns to the balance', async () => {
    const { casino, platform, container } = renderStep(<PaymentHistory currency="EUR" />);
    await screen.findByText('No payments yet.');
    const eur = () => platform.players[0]?.accounts.find((account) => account.currency === 'EUR');
    const before = eur()?.amount_cents;
    await act(async () => {
      const result = await casino.payments.withdraw({
        method_id: 'bank_transfer',
        amount_cents: 6_000,
        currency: 'EUR',
        fields: { iban: 'DE89370400440532013000', account_holder: 'Ann Lucky' },
      });
      expect(result.ok).toBe(true);
    });
    expect(eur()?.amount_cents).toBe((before ?? 0) - 6_000);
    expect(eur()?.available_to_cashout_cents).toBe(100_000 - 6_000);

    await userEvent.click(await screen.findByRole('button', { name: 'Recall the withdrawal of €60.00' }));
    expect(screen.getByText('Cancel this withdrawal of €60.00? The money returns to your balance.')).toBeVisible();
    const yes = screen.getByRole('button', { name: 'Yes, cancel the withdrawal' });
    expect(yes).toHaveFocus();
    await expectNoAxeViolations(container);
    await userEvent.click(yes);

    expect(await screen.findByText('Withdrawal canceled: €60.00 is back in your balance.')).toBeVisible();
    expect(eur()?.amount_cents).toBe(before);
    expect(eur()?.available_to_cashout_cents).toBe(100_000);
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Canceled by you'));
    expect(screen.queryByRole('button', { name: /Recall/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Payment history' })).toHaveFocus();
    expect(platform.requests.filter((request) => request.path.endsWith('/recall'))).toHaveLength(1);
  });

  it('keeps the withdrawal when the player says no', async () => {
    renderStep(<PaymentHistory currency="EUR" />, { payments: { history } });
    await userEvent.click(await screen.findByRole('button', { name: 'Recall the withdrawal of €30.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Recall the withdrawal of €30.00' })).toHaveFocus();
  });

  it('pages through 20 payments at a time and filters by type', async () => {
    const many = Array.from({ length: 45 }, (_, index) =>
      fixturePayment({
        id: index + 1,
        amount_cents: (index + 1) * 100,
        action: index % 3 === 0 ? 'cashout' : 'deposit',
        state: 'succeeded',
        created_at: new Date(Date.UTC(2026, 1, 1, 0, index)).toISOString(),
      }),
    );
    renderStep(<PaymentHistory currency="EUR" />, { payments: { history: many } });
    const nav = await screen.findByRole('navigation', { name: 'Pages of the payment history' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(bodyRows()).toHaveLength(20);
    expect(bodyRows()[0]).toHaveTextContent('€45.00');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('navigation')).toHaveTextContent('Page 2 of 3'));
    expect(await screen.findByRole('table')).toBeVisible();
    expect(bodyRows()[0]).toHaveTextContent('€25.00');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Withdrawals');
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    expect(screen.queryByRole('navigation')).toBeNull();
    for (const row of bodyRows()) expect(row).toHaveTextContent('Withdrawal');
  });

  it('says when the history cannot be read, never an empty list, and reads it again', async () => {
    const failures: Record<string, number> = { paymentPages: 500 };
    const { container } = renderStep(<PaymentHistory currency="EUR" />, { payments: { history }, failures });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payments could not be loaded.');
    expect(screen.queryByText('No payments yet.')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    await expectNoAxeViolations(container);

    delete failures.paymentPages;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says loading, then that there are no payments of that type', async () => {
    const { platform } = renderStep(<PaymentHistory currency="EUR" />);
    expect(await screen.findByText('No payments yet.')).toBeVisible();
    const held = platform.hold('paymentPages');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Deposits');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('No payments yet.')).toBeNull();
    await act(async () => held.release());
    expect(await screen.findByText('No payments yet.')).toBeVisible();
  });
});
