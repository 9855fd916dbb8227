import {
  COMPLETE_PROFILE,
  FIXTURE_CRYPTO_ADDRESSES,
  type FixtureCasinoOptions,
  type FixtureRequest,
  fixtureLimit,
} from '@casino/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { Cashbox } from './Cashbox';

/** A EUR player whose personal details are complete, so the cashbox opens at once. */
const ready: FixtureCasinoOptions = {
  signedInAs: 'eur@casino.test',
  profile: COMPLETE_PROFILE,
};

async function openDeposit(options: FixtureCasinoOptions = {}, props: Parameters<typeof Cashbox>[0] = {}) {
  const onDeposited = vi.fn();
  const onRedirect = vi.fn();
  const view = renderWidget(<Cashbox step="deposit" onDeposited={onDeposited} onRedirect={onRedirect} {...props} />, {
    ...ready,
    ...options,
  });
  await screen.findByLabelText('Amount (EUR)');
  return { ...view, onDeposited, onRedirect };
}

async function fillCard(number: string) {
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Name on card'), 'Erika Muster');
  await userEvent.type(screen.getByLabelText('Expiry month (MM)'), '12');
  await userEvent.type(screen.getByLabelText('Expiry year (YY)'), '30');
  await userEvent.type(screen.getByLabelText('Security code (CVV)'), '123');
}

const deposits = (platform: { requests: FixtureRequest[] }) =>
  platform.requests.filter((request) => request.route === 'deposit');

describe('DepositStep', () => {
  it('offers the methods as a radio group with fee, time and bounds, the card first', async () => {
    const { container } = await openDeposit();
    const group = screen.getByRole('group', { name: 'Deposit method' });
    const card = within(group).getByRole('radio', { name: 'Credit or debit card' });
    expect(card).toBeChecked();
    expect(card).toHaveAccessibleDescription('No fee · Instant · €10.00 – €5,000.00');
    expect(within(group).getByRole('radio', { name: 'Bank transfer' })).toHaveAccessibleDescription(
      'No fee · 1–3 business days (sandbox: 2 minutes) · €20.00 – €50,000.00',
    );
    expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Security code (CVV)')).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(container);
  });

  it('starts a first deposit at 50 and offers presets from the method minimum', async () => {
    await openDeposit();
    const amount = screen.getByLabelText('Amount (EUR)');
    expect(amount).toHaveValue('50');
    expect(amount).toHaveAccessibleDescription('From €10.00 to €5,000.00.');
    const presets = screen.getByRole('group', { name: 'Suggested amounts' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['€10.00', '€20.00', '€50.00', '€100.00', '€250.00']);
    expect(within(presets).getByRole('button', { name: '€50.00' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(presets).getByRole('button', { name: '€250.00' }));
    expect(amount).toHaveValue('250');
    expect(within(presets).getByRole('button', { name: '€250.00' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('leaves the amount empty once the player has deposited before', async () => {
    await openDeposit({ payments: { depositsCount: 3 } });
    expect(screen.getByLabelText('Amount (EUR)')).toHaveValue('');
  });

  it('deposits with a card, reloads the balance and reports the success', async () => {
    const { casino, platform, onDeposited, container } = await openDeposit();
    await fillCard('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));

    const heading = await screen.findByRole('heading', { name: 'Deposit successful' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('€50.00 has been added to your balance.')).toBeInTheDocument();
    await waitFor(() => expect(onDeposited).toHaveBeenCalledTimes(1));
    expect(onDeposited.mock.calls[0]?.[0]).toMatchObject({ state: 'succeeded', amount_cents: 5000 });
    expect(casino.state.accounts.value.find((account) => account.currency === 'EUR')?.amount_cents).toBe(130_050);
    expect(deposits(platform).map((request) => request.body)).toEqual([
      {
        payment: {
          method_id: 'card',
          currency: 'EUR',
          return_url: window.location.href,
          amount_cents: 5000,
          fields: {
            card_number: '4242 4242 4242 4242',
            card_holder: 'Erika Muster',
            expiry_month: '12',
            expiry_year: '30',
            cvv: '123',
          },
        },
      },
    ]);
    await expectNoAxeViolations(container);
  });

  it('explains a declined card in words and keeps the form for another try', async () => {
    const { onDeposited, container } = await openDeposit();
    await fillCard('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));

    const heading = await screen.findByRole('heading', { name: 'Deposit not completed' });
    await waitFor(() => expect(heading).toHaveFocus());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your deposit of €50.00 did not go through.');
    expect(alert).toHaveTextContent('The card was declined.');
    expect(onDeposited).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText('Amount (EUR)')).toHaveValue('50');
  });

  it('sends the player to the bank for 3-D Secure', async () => {
    const { onRedirect, container } = await openDeposit();
    await fillCard('4000 0000 0000 3220');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));

    expect(await screen.findByRole('heading', { name: 'Confirm with your bank' })).toBeInTheDocument();
    expect(onRedirect).toHaveBeenCalledTimes(1);
    const url = String(onRedirect.mock.calls[0]?.[0]);
    expect(url).toMatch(/^https:\/\/casino\.test\/sandbox\/3ds\//);
    expect(screen.getByRole('link', { name: "Open your bank's page" })).toHaveAttribute('href', url);
    await expectNoAxeViolations(container);
  });

  it('checks the card with the card rules before sending and focuses the first error', async () => {
    const { platform } = await openDeposit();
    await fillCard('4242 4242 4242 4241');
    await userEvent.clear(screen.getByLabelText('Security code (CVV)'));
    await userEvent.type(screen.getByLabelText('Security code (CVV)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));

    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Enter a valid card number.');
    expect(screen.getByLabelText('Security code (CVV)')).toHaveAccessibleDescription(
      'Enter the 3 digits on the back of the card (4 on the front for American Express).',
    );
    await waitFor(() => expect(number).toHaveFocus());
    expect(deposits(platform)).toHaveLength(0);
  });

  it('refuses an amount outside the method bounds before sending', async () => {
    const { platform } = await openDeposit();
    const amount = screen.getByLabelText('Amount (EUR)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await fillCard('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    expect(amount).toHaveAccessibleDescription('From €10.00 to €5,000.00. The smallest amount is €10.00.');
    await waitFor(() => expect(amount).toHaveFocus());
    expect(deposits(platform)).toHaveLength(0);
  });

  it('shows a field error of the platform under its field, in words', async () => {
    const { casino } = await openDeposit();
    vi.spyOn(casino.payments, 'deposit').mockResolvedValueOnce({
      ok: false,
      errors: { 'fields.card_number': ['cards of this bank are not accepted, please use another card'] },
    });
    await fillCard('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    const number = screen.getByLabelText('Card number');
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription('Cards of this bank are not accepted. Please use another card.'),
    );
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveValue('4242 4242 4242 4242');
  });

  it('says before sending that an amount is over the deposit limit, in the player language, and sends nothing', async () => {
    const limit = fixtureLimit({ type: 'deposit', period: 'daily', amount: 10_000, used: 6_000 });
    const { platform } = await openDeposit({ limits: [limit] });
    const amount = screen.getByLabelText('Amount (EUR)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '45');
    await fillCard('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining('This is over your deposit limit: €40.00 left until'),
      ),
    );
    expect(amount).toHaveFocus();
    expect(deposits(platform)).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    expect(await screen.findByText('Deposit successful')).toBeInTheDocument();
    expect(deposits(platform)).toHaveLength(1);
  });

  it('shows a deposit limit refusal readable under the amount, and a blocking one for the form', async () => {
    const { casino, container } = await openDeposit();
    vi.spyOn(casino.payments, 'deposit')
      .mockResolvedValueOnce({
        ok: false,
        errors: {
          amount_cents: ['is over your daily deposit limit of €100.00: €40.00 left until 2026-11-22 23:59 UTC'],
        },
      })
      .mockResolvedValueOnce({
        ok: false,
        errors: { base: ['deposits are blocked by your cooling-off until 2026-11-23 10:00 UTC'] },
      });
    await fillCard('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    const amount = screen.getByLabelText('Amount (EUR)');
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        'From €10.00 to €5,000.00. Amount is over your daily deposit limit of €100.00: €40.00 left until 2026-11-22 23:59 UTC',
      ),
    );
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The deposit could not be made.');
    expect(alert).toHaveTextContent('Deposits are blocked by your cooling-off until 2026-11-23 10:00 UTC');
    expect(amount).not.toHaveAttribute('aria-invalid');
    // A refusal of the whole form takes the focus to its alert.
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
  });

  it('keeps the idempotency key while the same deposit is retried after a lost answer, and makes a new one for new values', async () => {
    const { casino, platform } = await openDeposit();
    const deposit = vi.spyOn(casino.payments, 'deposit');
    await fillCard('4242 4242 4242 4242');
    platform.setNetwork('unreachable');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The deposit could not be made.');
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    await waitFor(() => expect(deposit).toHaveBeenCalledTimes(2));

    platform.setNetwork('up');
    const amount = screen.getByLabelText('Amount (EUR)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    await screen.findByRole('heading', { name: 'Deposit successful' });
    const keys = deposit.mock.calls.map((call) => call[1]?.idempotencyKey);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('pays with a saved card without asking for the card again', async () => {
    const { platform, onDeposited, container } = await openDeposit({
      payments: { savedCards: ['4242424242424242'], depositsCount: 1 },
    });
    const saved = screen.getByRole('group', { name: 'Pay with' });
    expect(within(saved).getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await expectNoAxeViolations(container);

    await userEvent.type(screen.getByLabelText('Amount (EUR)'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    await screen.findByRole('heading', { name: 'Deposit successful' });
    await waitFor(() => expect(onDeposited).toHaveBeenCalledTimes(1));
    expect(deposits(platform)[0]?.body).toMatchObject({
      payment: { amount_cents: 2000, fields: { saved_profile_id: 'card-4242-424242' } },
    });
  });

  it('asks for a new card when the player chooses so', async () => {
    await openDeposit({ payments: { savedCards: ['4242424242424242'] } });
    await userEvent.click(screen.getByRole('radio', { name: 'A new card' }));
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });

  it('asks for the personal details a method needs before its form', async () => {
    const { casino } = await openDeposit();
    const real = casino.payments.getMethodFields.bind(casino.payments);
    vi.spyOn(casino.payments, 'getMethodFields').mockImplementationOnce(async (query) => ({
      ...(await real(query)),
      isSubmitAvailable: false,
      playerFields: [{ field: 'gender', type: 'select', inclusion: { in: ['male', 'female'] } }],
    }));
    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    expect(
      await screen.findByText('This method needs some personal details first. Please fill them in below.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount (EUR)')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'female');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByLabelText('Amount (EUR)')).toBeInTheDocument();
  });

  it('shows the deposit address instead of a form for a crypto wallet', async () => {
    const { casino } = await openDeposit();
    await act(async () => {
      await casino.wallet.select('BTC');
    });
    expect(await screen.findByDisplayValue(FIXTURE_CRYPTO_ADDRESSES.BTC ?? '')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bitcoin' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Confirm deposit' })).toBeNull();
  });

  it('waits for a bank transfer and shows it through when payments_changes says so', async () => {
    const { casino, onDeposited } = await openDeposit();
    const deposit = vi.spyOn(casino.payments, 'deposit');
    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm deposit' }));
    expect(await screen.findByRole('heading', { name: 'Deposit in progress' })).toBeInTheDocument();
    expect(screen.getByText(/Your deposit of €50\.00 is being processed/)).toBeInTheDocument();
    expect(onDeposited).not.toHaveBeenCalled();

    const result = await deposit.mock.results[0]?.value;
    const payment = result?.ok ? result.payment : undefined;
    expect(payment?.state).toBe('processing');
    act(() => {
      casino.events.emit('realtime:payments_changes', {
        seq: 9,
        data: {
          id: payment?.id ?? 0,
          amount_cents: 5000,
          currency: 'EUR',
          action: 'deposit',
          payment_system: 'bank_transfer',
          recallable: false,
          created_at: payment?.created_at ?? '',
          finished_at: '2026-03-02T09:02:00Z',
          success: true,
          state: 'succeeded',
        },
      });
    });
    expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeInTheDocument();
    await waitFor(() => expect(onDeposited).toHaveBeenCalledTimes(1));
  });
});
