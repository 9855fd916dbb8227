import { type FixtureCasinoOptions, fixtureVipProgress } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { VipProgress } from './VipProgress';

const meta = {
  title: 'VIP/VipProgress',
  component: VipProgress,
} satisfies Meta<typeof VipProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });

/** Bronze, on the way to silver. */
export const SignedIn: Story = { parameters: platform({ signedInAs: 'eur@casino.test' }) };

/** Diamond: the highest status, for life. */
export const Diamond: Story = {
  parameters: platform({
    signedInAs: 'eur@casino.test',
    vip: { progress: fixtureVipProgress({ currentStatus: 'diamond', activeStatus: 'diamond', nextStatus: null }) },
  }),
};

/** The progress could not be loaded: the starting status with a retry. */
export const LoadError: Story = {
  parameters: platform({ signedInAs: 'eur@casino.test', failures: { vipStatusProgress: 500 } }),
};

/** A guest gets a sign-in hint. */
export const Guest: Story = {};

/** In German. */
export const German: Story = { parameters: platform({ signedInAs: 'eur@casino.test', locale: 'de' }) };
