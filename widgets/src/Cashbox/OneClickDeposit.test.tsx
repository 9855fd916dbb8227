import { FIXTURE_ORIGIN, type FixtureCasinoOptions, fixturePayment, savedCardId } from '@casino/sdk/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { WidgetShell } from '../shell/WidgetShell';
import { OneClickDeposit } from './OneClickDeposit';

const VISA = '4242424242424242';

function renderStep(step: ReactElement, options: FixtureCasinoOptions = {}) {
  return renderWidget(<WidgetShell widget="cashbox">{step}</WidgetShell>, {
    signedInAs: 'eur@casino.test',
    ...options,
  });
}

function renderOneClick(options: FixtureCasinoOptions = {}) {
  const props = {
    onDeposited: vi.fn(),
    onRedirect: vi.fn(),
    onChangeAmount: vi.fn(),
  };
  const view = renderStep(
    <OneClickDeposit currency="EUR" returnUrl="https://casino.test/cashbox" {...props} />,
    options,
  );
  return { ...view, ...props };
}

describe('OneClickDeposit', () => {
  it('deposits the last amount again with the newest saved card', async () => {
    const { platform, onDeposited, container } = renderOneClick({
      payments: {
        savedCards: [VISA, '5555555555554444'],
        history: [
          fixturePayment({ id: 1, amount_cents: 7_500, created_at: '2026-03-01T10:00:00Z' }),
          fixturePayment({ id: 2, amount_cents: 9_900, state: 'declined', created_at: '2026-03-01T11:00:00Z' }),
          fixturePayment({ id: 3, amount_cents: 1_000, currency: 'BTC', created_at: '2026-03-01T12:00:00Z' }),
        ],
      },
    });
    expect(await screen.findByText('Visa •••• 4242')).toBeVisible();
    expect(screen.getByText('€75.00')).toBeVisible();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Deposit €75.00' }));
    expect(await screen.findByText('Deposited €75.00')).toBeVisible();
    expect(onDeposited).toHaveBeenCalledWith(expect.objectContaining({ amount_cents: 7_500, state: 'succeeded' }));
    expect(screen.queryByRole('button', { name: 'Deposit €75.00' })).toBeNull();
    const deposit = platform.requests.find((request) => request.route === 'deposit');
    expect(deposit?.body).toEqual({
      payment: {
        method_id: 'card',
        amount_cents: 7_500,
        currency: 'EUR',
        fields: { saved_profile_id: savedCardId(VISA) },
        return_url: 'https://casino.test/cashbox',
      },
    });
    expect(platform.players[0]?.accounts[0]?.amount_cents).toBe(125_050 + 7_500);
    await expectNoAxeViolations(container);
  });

  it('offers the first-deposit amount, within the card bounds, when the currency has no succeeded deposit', async () => {
    renderOneClick({ payments: { savedCards: [VISA] } });
    expect(await screen.findByRole('button', { name: 'Deposit €50.00' })).toBeVisible();
  });

  it('keeps a small last amount within the card method’s minimum', async () => {
    renderOneClick({ payments: { savedCards: [VISA], history: [fixturePayment({ amount_cents: 500 })] } });
    expect(await screen.findByRole('button', { name: 'Deposit €10.00' })).toBeVisible();
  });

  it('opens the 3-D Secure step of a card that needs it', async () => {
    const { onRedirect, onDeposited } = renderOneClick({ payments: { savedCards: ['4000000000003220'] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit €50.00' }));
    await waitFor(() =>
      expect(onRedirect).toHaveBeenCalledWith(expect.stringMatching(`${FIXTURE_ORIGIN}/sandbox/3ds/`)),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Opening your card check (3-D Secure)…');
    expect(onDeposited).not.toHaveBeenCalled();
  });

  it('says why a deposit was declined', async () => {
    const { onDeposited, container } = renderOneClick({ payments: { savedCards: ['4000000000000002'] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit €50.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your deposit was declined');
    expect(alert).toHaveTextContent('The card was declined.');
    expect(onDeposited).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Deposit €50.00' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('goes to the full deposit step on request', async () => {
    const { onChangeAmount } = renderOneClick({ payments: { savedCards: [VISA] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Change amount or method' }));
    expect(onChangeAmount).toHaveBeenCalledTimes(1);
  });

  it('asks for a card deposit first when no card is saved', async () => {
    const { onChangeAmount, container } = renderOneClick();
    expect(await screen.findByText('No saved card yet: make a deposit by card first.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit by card' }));
    expect(onChangeAmount).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('says when the saved card cannot be loaded and loads it again', async () => {
    const failures: Record<string, number> = { paymentMethods: 500 };
    renderOneClick({ payments: { savedCards: [VISA] }, failures });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your saved card could not be loaded.');
    delete failures.paymentMethods;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Visa •••• 4242')).toBeVisible();
  });
});
