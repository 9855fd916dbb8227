import { COMPLETE_PROFILE, type FixtureCasinoOptions, type FixtureRequest } from '@casino/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { Cashbox } from './Cashbox';

const ready: FixtureCasinoOptions = {
  signedInAs: 'eur@casino.test',
  profile: COMPLETE_PROFILE,
};

async function openWithdraw(options: FixtureCasinoOptions = {}) {
  const onWithdrawn = vi.fn();
  const onStepChange = vi.fn();
  const view = renderWidget(<Cashbox step="withdraw" onWithdrawn={onWithdrawn} onStepChange={onStepChange} />, {
    ...ready,
    ...options,
  });
  await screen.findByRole('heading', { name: 'Withdraw' });
  return { ...view, onWithdrawn, onStepChange };
}

const cashouts = (platform: { requests: FixtureRequest[] }) =>
  platform.requests.filter((request) => request.route === 'cashout');

describe('WithdrawStep', () => {
  it('shows what can be withdrawn and the cashout methods, without presets', async () => {
    const { container } = await openWithdraw();
    expect(screen.getByText('Available to withdraw: €1,000.00')).toBeInTheDocument();
    const amount = await screen.findByLabelText('Amount (EUR)');
    expect(amount).toHaveValue('');
    expect(amount).toHaveAccessibleDescription('From €20.00 to €1,000.00. No fee.');
    expect(screen.queryByRole('group', { name: 'Suggested amounts' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Credit or debit card' })).toHaveAccessibleDescription(
      'No fee · Instant once approved · €20.00 – €4,000.00',
    );
    expect(screen.queryByLabelText('Security code (CVV)')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('reserves the amount of a card withdrawal and says it can be canceled while pending', async () => {
    const { casino, platform, onWithdrawn, onStepChange, container } = await openWithdraw();
    await userEvent.type(await screen.findByLabelText('Amount (EUR)'), '100');
    await userEvent.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.type(screen.getByLabelText('Name on card'), 'Erika Muster');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));

    const heading = await screen.findByRole('heading', { name: 'Withdrawal requested' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText('Your withdrawal of €100.00 is pending. You can cancel it in the history while it is pending.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(onWithdrawn).toHaveBeenCalledTimes(1));
    expect(onWithdrawn.mock.calls[0]?.[0]).toMatchObject({ state: 'pending', amount_cents: 10_000, action: 'cashout' });
    const eur = casino.state.accounts.value.find((account) => account.currency === 'EUR');
    expect(eur?.available_to_cashout_cents).toBe(90_000);
    expect(cashouts(platform)).toHaveLength(1);
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'See history' }));
    expect(onStepChange).toHaveBeenLastCalledWith('history');
  });

  it('shows the fee of a bank transfer for the typed amount', async () => {
    await openWithdraw();
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    const amount = await screen.findByLabelText('Amount (EUR)');
    expect(amount).toHaveAccessibleDescription('From €50.00 to €1,000.00. Fee 1%.');
    await userEvent.type(amount, '250');
    expect(amount).toHaveAccessibleDescription('From €50.00 to €1,000.00. Fee 1%: €2.50.');
    expect(screen.getByLabelText('IBAN')).toBeInTheDocument();
    expect(screen.getByLabelText('Account holder')).toHaveAttribute('autocomplete', 'name');
  });

  it('refuses more than is available and a malformed IBAN before sending', async () => {
    const { platform } = await openWithdraw();
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    const amount = await screen.findByLabelText('Amount (EUR)');
    await userEvent.type(amount, '1000.01');
    await userEvent.type(screen.getByLabelText('IBAN'), 'DE00');
    await userEvent.type(screen.getByLabelText('Account holder'), 'Erika Muster');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/The largest amount is €1,000\.00\.$/);
    expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription(
      'This is not in the expected format. Check it and try again.',
    );
    await waitFor(() => expect(amount).toHaveFocus());
    expect(cashouts(platform)).toHaveLength(0);
  });

  it('shows the platform refusal under the amount and keeps the form', async () => {
    const { casino } = await openWithdraw();
    vi.spyOn(casino.payments, 'withdraw').mockResolvedValueOnce({
      ok: false,
      errors: { amount_cents: ['not enough money'] },
    });
    const amount = await screen.findByLabelText('Amount (EUR)');
    await userEvent.type(amount, '100');
    await userEvent.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.type(screen.getByLabelText('Name on card'), 'Erika Muster');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/You do not have enough money for this amount\.$/));
    expect(amount).toHaveValue('100');
  });

  it('says so when nothing can be withdrawn', async () => {
    const { casino, platform, container } = await openWithdraw();
    const player = platform.players.find((candidate) => candidate.email === 'eur@casino.test');
    if (!player) throw new Error('fixture player missing');
    player.accounts = player.accounts.map((account) => ({ ...account, available_to_cashout_cents: 0 }));
    await act(() => casino.wallet.reload());
    expect(await screen.findByText('There is nothing to withdraw from this wallet right now.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount (EUR)')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('offers a retry when the methods cannot be loaded', async () => {
    const failures: Record<string, number> = { paymentMethods: 500 };
    await openWithdraw({ failures });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The withdrawal methods could not be loaded.');
    delete failures.paymentMethods;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Amount (EUR)')).toBeInTheDocument();
  });
});
