import type { FixtureCasinoOptions } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponForm } from './CouponForm';

const meta = {
  title: 'Bonuses/CouponForm',
  component: CouponForm,
  args: { onOpenGifts: fn(), onRedeemed: fn() },
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });
const player = {
  signedInAs: 'eur@casino.test',
  bonuses: { coupons: { SPRING: 'successfully_activated', USED: 'already_activated' } },
} as const;

/** An empty form. */
export const Empty: Story = { parameters: platform(player) };

/** A coupon that gives a gift. */
export const Redeemed: Story = {
  parameters: platform(player),
  args: { initialCode: 'SPRING' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem' }));
    await expect(await canvas.findByRole('button', { name: 'See your gifts' })).toBeVisible();
  },
};

/** A coupon redeemed before. */
export const AlreadyRedeemed: Story = {
  parameters: platform(player),
  args: { initialCode: 'USED' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('You have already redeemed this coupon.');
  },
};

/** An unknown code. */
export const Invalid: Story = {
  parameters: platform(player),
  args: { initialCode: 'NOPE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** In Estonian. */
export const Estonian: Story = { parameters: platform({ ...player, locale: 'et' }) };
