import { type FixtureCasinoOptions, fixtureLimit } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Limits } from './Limits';

const meta = {
  title: 'Widgets/Limits',
  component: Limits,
} satisfies Meta<typeof Limits>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });
const signedIn = { signedInAs: 'eur@casino.test' } as const;
const several = [
  fixtureLimit({ id: 1, type: 'deposit', period: 'daily', amount: 5000, used: 5000 }),
  fixtureLimit({ id: 2, type: 'loss', period: 'weekly', amount: 10000, used: 2500 }),
  fixtureLimit({
    id: 3,
    type: 'loss',
    period: 'weekly',
    amount: 20000,
    used: 2500,
    status: 'pending',
    confirm_until: '2026-03-03T10:00:00Z',
  }),
  fixtureLimit({
    id: 4,
    type: 'wager',
    period: 'monthly',
    amount: 100000,
    used: 0,
    disable_at: '2026-03-03T10:00:00Z',
  }),
  fixtureLimit({ id: 5, type: 'session', period: 'daily', session_minutes: 90 }),
];

/** Until the casino has started. */
export const Loading: Story = { parameters: platform({ ...signedIn, network: 'pending' }) };

/** A signed-in player without limits. */
export const NoLimits: Story = { parameters: platform(signedIn) };

/** A reached deposit limit, a loss limit with a pending raise, a removal under way and a session limit. */
export const SeveralLimits: Story = { parameters: platform({ ...signedIn, limits: several }) };

/** The confirmation a cooling-off asks for, since it cannot be lifted. */
export const CoolingOffConfirmation: Story = {
  parameters: platform(signedIn),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Type'), 'cooling_off');
    await userEvent.click(canvas.getByRole('button', { name: 'Set limit' }));
    await expect(canvas.getByRole('button', { name: 'Yes, start the cooling-off' })).toBeVisible();
  },
};

/** The limits cannot be read: an error with a retry, never an empty list. */
export const LoadError: Story = {
  parameters: platform({ ...signedIn, failures: { limits: 500 } }),
};

/** The platform refuses the change. */
export const SaveError: Story = {
  parameters: platform({ ...signedIn, failures: { setLimit: 422 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount (EUR)'), '50{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The limit could not be saved.');
  },
};

/** In German, with German number and date formats. */
export const German: Story = { parameters: platform({ ...signedIn, limits: several, locale: 'de' }) };
