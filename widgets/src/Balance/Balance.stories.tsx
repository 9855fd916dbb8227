import type { FixtureCasinoOptions } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Balance } from './Balance';

const meta = {
  title: 'Widgets/Balance',
  component: Balance,
  args: { onDeposit: fn() },
} satisfies Meta<typeof Balance>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });
const signedIn = { signedInAs: 'eur@casino.test' } as const;

/** A guest gets a sign-in hint. */
export const Guest: Story = {};

/** Until the casino has started. */
export const Loading: Story = { parameters: platform({ network: 'pending' }) };

/** Real and bonus money with wagering in progress. */
export const SignedIn: Story = { parameters: platform(signedIn) };

/** The wallet list, open. */
export const WalletSwitcher: Story = {
  parameters: platform(signedIn),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Wallet: EUR' }));
    await expect(canvas.getByRole('list', { name: 'Your wallets' })).toBeVisible();
  },
};

/** The platform refuses the wallet switch. */
export const SwitchError: Story = {
  parameters: platform({ ...signedIn, failures: { selectAccount: 422 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Wallet: EUR' }));
    await userEvent.click(canvas.getByRole('button', { name: /^BTC/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The wallet could not be switched.');
  },
};

/** In German, with German number formats. */
export const German: Story = { parameters: platform({ ...signedIn, locale: 'de' }) };

/** In Canadian French. */
export const CanadianFrench: Story = { parameters: platform({ ...signedIn, locale: 'fr-CA' }) };

/** The dark theme. */
export const DarkTheme: Story = { parameters: platform(signedIn), args: { appearance: { theme: 'dark' } } };
