import type { FixtureCasinoOptions } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RocketMart } from './RocketMart';

const meta = {
  title: 'Loyalty/RocketMart',
  component: RocketMart,
  args: { onNavigate: fn() },
} satisfies Meta<typeof RocketMart>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });
const signedIn = { signedInAs: 'eur@casino.test' } as const;

/** A player with 1,250 points: every group, labels, steppers where more than one is affordable. */
export const SignedIn: Story = { parameters: platform(signedIn) };

/** A guest sees the shop; the exchange button leads to registration. */
export const Guest: Story = {};

/** Until the rewards have loaded. */
export const Loading: Story = { parameters: platform({ ...signedIn, network: 'pending' }) };

/** The rewards could not be loaded. */
export const LoadError: Story = { parameters: platform({ ...signedIn, failures: { compPointRates: 500 } }) };

/** The free-spins tab. */
export const FreeSpins: Story = { parameters: platform(signedIn), args: { defaultTab: 'freespins' } };

/** An unaffordable reward: the insufficient-funds message with the missing amount. */
export const InsufficientPoints: Story = {
  parameters: platform(signedIn),
  args: { defaultTab: 'money' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Exchange €120.00 cash' }));
    await expect(await canvas.findByRole('dialog', { name: 'Not enough comp points' })).toBeVisible();
  },
};

/** A successful cash exchange in the result modal. */
export const Exchanged: Story = {
  parameters: platform(signedIn),
  args: { defaultTab: 'money' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Exchange €1.00 cash' }));
    await expect(await canvas.findByRole('dialog', { name: 'Exchange complete' })).toBeVisible();
  },
};

/** A multi-account player (group 100) is warned. */
export const MultiAccount: Story = { parameters: platform({ ...signedIn, groups: [100] }) };

/** In German, with German number formats. */
export const German: Story = { parameters: platform({ ...signedIn, locale: 'de' }) };

/** The dark theme. */
export const DarkTheme: Story = { parameters: platform(signedIn), args: { appearance: { theme: 'dark' } } };
