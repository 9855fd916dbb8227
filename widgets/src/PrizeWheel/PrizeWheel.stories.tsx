import type { FixtureCasinoOptions } from '@casino/sdk/testing';
import { fixtureWheelSpin } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PrizeWheel } from './PrizeWheel';

const meta = {
  title: 'Widgets/PrizeWheel',
  component: PrizeWheel,
  args: { rocketMartHref: '/rocket-mart', giftsHref: '/profile/gifts' },
} satisfies Meta<typeof PrizeWheel>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });
const withSpins = (count: number, draw = () => 3) => ({
  signedInAs: 'eur@casino.test',
  lootboxes: { boxes: Array.from({ length: count }, (_, index) => fixtureWheelSpin({ id: index + 1 })), draw },
});

/** A guest sees the wheel and a sign-in hint. */
export const Guest: Story = {};

/** Until the segments have loaded. */
export const Loading: Story = { parameters: platform({ network: 'pending' }) };

/** Three spins to use. */
export const WithSpins: Story = { parameters: platform(withSpins(3)) };

/** A spin: the wheel turns to the segment the server chose and names the prize. */
export const Spin: Story = {
  parameters: platform(withSpins(2, () => 5)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Spin the wheel' }));
    await expect(await canvas.findByText('You won: €50 bonus, wager x30', {}, { timeout: 8_000 })).toBeVisible();
  },
};

/** No spin left: the cost of one and the way to the Rocket Mart. */
export const NoSpins: Story = { parameters: platform(withSpins(0)) };

/** The platform refuses the spin; the wheel stays usable. */
export const SpinFailed: Story = {
  parameters: platform({ ...withSpins(1), failures: { activateLootbox: 500 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Spin the wheel' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The wheel could not be spun.');
  },
};

/** In Estonian. */
export const Estonian: Story = { parameters: platform({ ...withSpins(1), locale: 'et' }) };

/** The dark theme. */
export const DarkTheme: Story = { parameters: platform(withSpins(1)), args: { appearance: { theme: 'dark' } } };
