import { type FixtureCasinoOptions, fixtureBonus, fixtureFreespin } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GiftList } from './GiftList';

const meta = {
  title: 'Bonuses/GiftList',
  component: GiftList,
  args: { onNavigate: fn() },
} satisfies Meta<typeof GiftList>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });
const gifts = {
  signedInAs: 'eur@casino.test',
  bonuses: {
    bonuses: [
      fixtureBonus(),
      fixtureBonus({
        id: 2,
        title: 'Reload bonus',
        stage: 'handle_bets',
        activatable: false,
        activatable_until: null,
        amount_wager_cents: 43_210,
        valid_until: '2026-12-20T08:00:00Z',
        balance_cents: 7_500,
      }),
      fixtureBonus({ id: 3, title: 'Summer bonus', stage: 'wager_done', activatable: false, cancelable: false }),
    ],
    freespins: [fixtureFreespin({ freespins_performed: 5, win_cents: 340, stage: 'activated', activatable: false })],
  },
} as const;

/** A guest gets a sign-in hint. */
export const Guest: Story = {};

/** An issued bonus, a bonus being wagered and free spins being played. */
export const Active: Story = { parameters: platform(gifts) };

/** Finished gifts. */
export const History: Story = { parameters: platform(gifts), args: { defaultTab: 'history' } };

/** No gifts yet. */
export const Empty: Story = { parameters: platform({ signedInAs: 'eur@casino.test' }) };

/** While the gifts load (the platform does not answer them). */
export const Loading: Story = {
  parameters: platform({ ...gifts, routes: { bonuses: () => new Promise(() => {}) } }),
};

/** Cancelling a bonus says what goes and what stays. */
export const CancelBonus: Story = {
  parameters: platform(gifts),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel Reload bonus' }));
    await expect(await canvas.findByText('Bonus money removed: €75.00')).toBeVisible();
  },
};

/** The platform refuses an activation. */
export const ActivationRefused: Story = {
  parameters: platform({ ...gifts, failures: { activateBonus: 422 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Activate Welcome bonus' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Welcome bonus could not be activated.');
  },
};

/** The lists could not load. */
export const LoadFailed: Story = { parameters: platform({ ...gifts, failures: { bonuses: 500 } }) };

/** In German. */
export const German: Story = { parameters: platform({ ...gifts, locale: 'de' }) };

/** The dark theme. */
export const DarkTheme: Story = { parameters: platform(gifts), args: { appearance: { theme: 'dark' } } };
