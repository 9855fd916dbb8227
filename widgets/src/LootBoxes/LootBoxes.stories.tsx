import type { FixtureCasinoOptions } from '@casino/sdk/testing';
import { fixtureLootbox } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LootBoxes } from './LootBoxes';

const meta = {
  title: 'Widgets/LootBoxes',
  component: LootBoxes,
  args: { rocketMartHref: '/rocket-mart', giftsHref: '/profile/gifts' },
} satisfies Meta<typeof LootBoxes>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });
const boxes = {
  signedInAs: 'eur@casino.test',
  lootboxes: {
    boxes: [
      fixtureLootbox({ id: 1, title: 'Weekly loot box' }),
      fixtureLootbox({ id: 2, title: 'Birthday box', valid_until: null, display: 2 }),
    ],
    draw: () => 2,
  },
};

/** A guest gets a sign-in hint. */
export const Guest: Story = {};

/** Until the boxes have loaded. */
export const Loading: Story = { parameters: platform({ signedInAs: 'eur@casino.test', network: 'pending' }) };

/** Two boxes to open. */
export const WithBoxes: Story = { parameters: platform(boxes) };

/** Opening a box names its prize. */
export const Opened: Story = {
  parameters: platform(boxes),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open Weekly loot box' }));
    await expect(await canvas.findByText('You won: 25 free spins on Sweet Bonanza, wager x30')).toBeVisible();
  },
};

/** No box: the way to the Rocket Mart. */
export const Empty: Story = { parameters: platform({ signedInAs: 'eur@casino.test' }) };

/** The platform refuses the opening. */
export const OpenFailed: Story = {
  parameters: platform({ ...boxes, failures: { activateLootbox: 422 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open Birthday box' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Birthday box could not be opened.');
  },
};

/** In Norwegian. */
export const Norwegian: Story = { parameters: platform({ ...boxes, locale: 'no' }) };
