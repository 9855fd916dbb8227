import { COMPLETE_PROFILE, type FixtureCasinoOptions, fixtureLimit, fixturePayment } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Cashbox } from './Cashbox';

const meta = {
  title: 'Widgets/Cashbox',
  component: Cashbox,
  args: {
    onDeposited: fn(),
    onWithdrawn: fn(),
    onStepChange: fn(),
    onRedirect: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof Cashbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });
/** A EUR player (€1,000.00 to withdraw) whose personal details are complete, so the cashbox opens at once. */
const ready: FixtureCasinoOptions = {
  signedInAs: 'eur@casino.test',
  profile: COMPLETE_PROFILE,
};
const history = [
  fixturePayment({
    id: 4,
    action: 'cashout',
    state: 'pending',
    amount_cents: 20_000,
    created_at: '2026-03-01T12:00:00Z',
  }),
  fixturePayment({
    id: 3,
    state: 'declined',
    cancellation_reason: 'card_declined',
    created_at: '2026-03-01T11:00:00Z',
  }),
  fixturePayment({ id: 2, created_at: '2026-03-01T10:00:00Z' }),
];

async function payByCard(canvasElement: HTMLElement, number: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Card number'), number);
  await userEvent.type(canvas.getByLabelText('Name on card'), 'Erika Muster');
  await userEvent.type(canvas.getByLabelText('Expiry month (MM)'), '12');
  await userEvent.type(canvas.getByLabelText('Expiry year (YY)'), '30');
  await userEvent.type(canvas.getByLabelText('Security code (CVV)'), '123');
  await userEvent.click(canvas.getByRole('button', { name: 'Confirm deposit' }));
}

/** A guest is asked to sign in. */
export const Guest: Story = { parameters: platform({}) };

/** Until the casino has started. */
export const Loading: Story = { parameters: platform({ ...ready, network: 'pending' }) };

/** The limits cannot be read, so the cashbox does not open: an error with a retry. */
export const GateLoadError: Story = {
  parameters: platform({ ...ready, failures: { limits: 500 } }),
};

/** A cooling-off closes the cashbox and points to the limits. */
export const CoolingOff: Story = {
  parameters: platform({
    ...ready,
    limits: [fixtureLimit({ type: 'cooling_off', period: 'weekly', disable_at: '2026-03-08T10:00:00Z' })],
  }),
};

/** A self-exclusion closes it too. */
export const SelfExclusion: Story = {
  parameters: platform({
    ...ready,
    limits: [fixtureLimit({ type: 'self_exclusion', period: null, disable_at: '2027-03-01T10:00:00Z' })],
  }),
};

/** A fiat player without phone, birth date and address fills them in before the cashbox opens. */
export const PersonalDetailsFirst: Story = {
  args: { step: 'deposit' },
  parameters: platform({ signedInAs: 'eur@casino.test', profile: { first_name: 'Erika', last_name: 'Muster' } }),
};

/** The wallet (dashboard). */
export const Dashboard: Story = { parameters: platform({ ...ready, payments: { history } }) };

/** A first deposit: the card method chosen, the amount at 50, presets from the method minimum. */
export const Deposit: Story = { args: { step: 'deposit' }, parameters: platform(ready) };

/** A player who deposited by card before pays with the saved card. */
export const DepositWithSavedCard: Story = {
  args: { step: 'deposit' },
  parameters: platform({ ...ready, payments: { savedCards: ['4242424242424242'], depositsCount: 1 } }),
};

/** A card deposit that succeeds. */
export const DepositSucceeded: Story = {
  args: { step: 'deposit' },
  parameters: platform(ready),
  play: async ({ canvasElement }) => {
    await payByCard(canvasElement, '4242 4242 4242 4242');
    await expect(await within(canvasElement).findByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  },
};

/** A declined card, with the reason in words and a way back to the filled form. */
export const DepositDeclined: Story = {
  args: { step: 'deposit' },
  parameters: platform(ready),
  play: async ({ canvasElement }) => {
    await payByCard(canvasElement, '4000 0000 0000 9995');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The card has not enough funds.');
  },
};

/** A card that needs the bank's 3-D Secure step: `onRedirect` gets the bank's page. */
export const DepositThreeDSecure: Story = {
  args: { step: 'deposit' },
  parameters: platform(ready),
  play: async ({ canvasElement, args }) => {
    await payByCard(canvasElement, '4000 0000 0000 3220');
    await expect(await within(canvasElement).findByRole('heading', { name: 'Confirm with your bank' })).toBeVisible();
    await expect(args.onRedirect).toHaveBeenCalled();
  },
};

/** The card rules refuse a wrong number before anything is sent. */
export const DepositInvalidCard: Story = {
  args: { step: 'deposit' },
  parameters: platform(ready),
  play: async ({ canvasElement }) => {
    await payByCard(canvasElement, '4242 4242 4242 4241');
    await expect(within(canvasElement).getByLabelText('Card number')).toHaveAccessibleDescription(
      'Enter a valid card number.',
    );
  },
};

/** A bank transfer waits for the bank; the result follows `payments_changes`. */
export const DepositProcessing: Story = {
  args: { step: 'deposit' },
  parameters: platform(ready),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Bank transfer' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm deposit' }));
    await expect(await canvas.findByRole('heading', { name: 'Deposit in progress' })).toBeVisible();
  },
};

/** The platform refuses the deposit for the whole form. */
export const DepositRefused: Story = {
  args: { step: 'deposit' },
  parameters: platform({ ...ready, failures: { deposit: 422 } }),
  play: async ({ canvasElement }) => {
    await payByCard(canvasElement, '4242 4242 4242 4242');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The deposit could not be made.');
  },
};

/** The deposit methods cannot be loaded: an error with a retry, never an empty list. */
export const DepositMethodsError: Story = {
  args: { step: 'deposit' },
  parameters: platform({ ...ready, failures: { paymentMethods: 500 } }),
};

/** Back from the bank's 3-D Secure page: the returned deposit's outcome. */
export const ReturnedFromBank: Story = {
  args: { returnedPaymentId: 9 },
  parameters: platform({
    ...ready,
    payments: { history: [fixturePayment({ id: 9, state: 'declined', cancellation_reason: 'authentication_failed' })] },
  }),
};

/** A deposit declined a minute ago is named once at the top. */
export const CanceledDepositWarning: Story = {
  args: { step: 'history' },
  parameters: platform({
    ...ready,
    payments: {
      history: [
        fixturePayment({
          id: 6,
          state: 'declined',
          cancellation_reason: 'do_not_honour',
          created_at: new Date(Date.now() - 60_000).toISOString(),
          finished_at: new Date(Date.now() - 60_000).toISOString(),
        }),
      ],
    },
  }),
};

/** The one-click deposit with the saved card. */
export const OneClick: Story = {
  args: { step: 'one-click' },
  parameters: platform({ ...ready, payments: { savedCards: ['4242424242424242'], depositsCount: 1 } }),
};

/** The withdraw step: what can be withdrawn, the cashout methods, the amount without presets. */
export const Withdraw: Story = { args: { step: 'withdraw' }, parameters: platform(ready) };

/** A card withdrawal accepted: pending and cancelable in the history. */
export const WithdrawPending: Story = {
  args: { step: 'withdraw' },
  parameters: platform(ready),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount (EUR)'), '100');
    await userEvent.type(canvas.getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.type(canvas.getByLabelText('Name on card'), 'Erika Muster');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm withdrawal' }));
    await expect(await canvas.findByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  },
};

/** The withdrawal methods cannot be loaded. */
export const WithdrawMethodsError: Story = {
  args: { step: 'withdraw' },
  parameters: platform({ ...ready, failures: { paymentMethods: 500 } }),
};

/** The payment history. */
export const History: Story = { args: { step: 'history' }, parameters: platform({ ...ready, payments: { history } }) };

/** The payment history cannot be loaded. */
export const HistoryError: Story = {
  args: { step: 'history' },
  parameters: platform({ ...ready, failures: { paymentPages: 500 } }),
};

/** The deposit step in German, with German amounts. */
export const German: Story = { args: { step: 'deposit' }, parameters: platform({ ...ready, locale: 'de' }) };

/** The withdraw step in German. */
export const GermanWithdraw: Story = { args: { step: 'withdraw' }, parameters: platform({ ...ready, locale: 'de' }) };
