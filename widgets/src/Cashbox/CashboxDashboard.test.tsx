import type { FixtureCasinoOptions } from '@casino/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { WidgetShell } from '../shell/WidgetShell';
import { CashboxDashboard } from './CashboxDashboard';

const signedIn = { signedInAs: 'eur@casino.test' } as const;

function renderStep(step: ReactElement, options: FixtureCasinoOptions = {}) {
  return renderWidget(<WidgetShell widget="cashbox">{step}</WidgetShell>, { ...signedIn, ...options });
}

function amounts() {
  const section = screen.getByRole('region', { name: 'Your wallet' });
  return Array.from(section.querySelectorAll('dt')).map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );
}

describe('CashboxDashboard', () => {
  it('shows the wallet’s total, bonus and withdrawable money and leads to each step', async () => {
    const onStep = vi.fn();
    const { container } = renderStep(<CashboxDashboard currency="EUR" onStep={onStep} />);
    await screen.findByRole('heading', { name: 'Your wallet' });
    expect(amounts()).toEqual(['Total balance: €1,250.50', 'Bonus money: €250.50', 'Available to withdraw: €1,000.00']);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Payment history' }));
    expect(onStep.mock.calls).toEqual([['deposit'], ['withdraw'], ['history']]);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Pending withdrawals' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('follows the balance live when money moves elsewhere', async () => {
    const { casino } = renderStep(<CashboxDashboard currency="EUR" onStep={() => {}} />);
    await screen.findByRole('heading', { name: 'Your wallet' });
    await act(async () => {
      const result = await casino.payments.deposit({
        method_id: 'card',
        amount_cents: 10_000,
        currency: 'EUR',
        fields: {
          card_number: '4242 4242 4242 4242',
          card_holder: 'Ann Lucky',
          expiry_month: '12',
          expiry_year: '2030',
          cvv: '123',
        },
      });
      expect(result.ok && result.payment.state).toBe('succeeded');
    });
    await waitFor(() => expect(amounts()[0]).toBe('Total balance: €1,350.50'));
    expect(amounts()).toEqual(['Total balance: €1,350.50', 'Bonus money: €250.50', 'Available to withdraw: €1,100.00']);
  });

  it('lists pending withdrawals with Recall and the platform’s notice; a recall gives the money back', async () => {
    const { casino, platform, container } = renderStep(<CashboxDashboard currency="EUR" onStep={() => {}} />);
    await screen.findByRole('heading', { name: 'Your wallet' });
    await act(async () => {
      await casino.payments.withdraw({
        method_id: 'card',
        amount_cents: 20_000,
        currency: 'EUR',
        fields: { card_number: '4242 4242 4242 4242', card_holder: 'Ann Lucky' },
      });
    });
    const list = await screen.findByRole('list', { name: 'Pending withdrawals' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('€200.00 by Sandbox Cards on');
    expect(
      await screen.findByText('You have 1 pending withdrawal; you can recall it until it is processed.'),
    ).toBeVisible();
    await waitFor(() => expect(amounts()[2]).toBe('Available to withdraw: €800.00'));
    await expectNoAxeViolations(container);

    await userEvent.click(within(list).getByRole('button', { name: 'Recall the withdrawal of €200.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the withdrawal' }));
    expect(await screen.findByText('Withdrawal canceled: €200.00 is back in your balance.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Pending withdrawals' })).toBeNull());
    await waitFor(() => expect(amounts()[2]).toBe('Available to withdraw: €1,000.00'));
    expect(platform.players[0]?.accounts[0]?.amount_cents).toBe(125_050);
    await waitFor(() => expect(screen.queryByText(/pending withdrawal;/)).toBeNull());
  });

  it('says when the pending withdrawals cannot be read and reads them again', async () => {
    const failures: Record<string, number> = { paymentPages: 503 };
    renderStep(<CashboxDashboard currency="EUR" onStep={() => {}} />, { failures });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your pending withdrawals could not be loaded.');
    delete failures.paymentPages;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows a notice the platform sends', async () => {
    renderStep(<CashboxDashboard currency="EUR" onStep={() => {}} />, {
      payments: { notice: 'Withdrawals are paid out on working days.' },
    });
    expect(await screen.findByText('Withdrawals are paid out on working days.')).toBeVisible();
  });

  it('asks guests to sign in', async () => {
    const { container } = renderWidget(
      <WidgetShell widget="cashbox">
        <CashboxDashboard currency="EUR" onStep={() => {}} />
      </WidgetShell>,
    );
    expect(await screen.findByText('Sign in to see your wallet.')).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
