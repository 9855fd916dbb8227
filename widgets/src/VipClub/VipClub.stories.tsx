import { type FixtureCasinoOptions, fixtureVipProgress } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { VipClub } from './VipClub';

const meta = {
  title: 'VIP/VipClub',
  component: VipClub,
} satisfies Meta<typeof VipClub>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });

/** Bronze held: silver next, gold and diamond locked. */
export const SignedIn: Story = { parameters: platform({ signedInAs: 'eur@casino.test' }) };

/** Gold reached this quarter. */
export const Gold: Story = {
  parameters: platform({
    signedInAs: 'eur@casino.test',
    vip: { progress: fixtureVipProgress({ currentStatus: 'gold', activeStatus: 'gold', nextStatus: 'diamond' }) },
  }),
};

/** A guest sees the ladder and a sign-in call to action. */
export const Guest: Story = {};
