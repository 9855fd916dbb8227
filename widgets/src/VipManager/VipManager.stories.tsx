import { type FixtureCasinoOptions, fixtureVipProgress } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { VipManager } from './VipManager';

const meta = {
  title: 'VIP/VipManager',
  component: VipManager,
} satisfies Meta<typeof VipManager>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });

/** A bronze player's manager, on weekdays. */
export const Bronze: Story = { parameters: platform({ signedInAs: 'eur@casino.test' }) };

/** A diamond player's manager, around the clock. */
export const Diamond: Story = {
  parameters: platform({
    signedInAs: 'eur@casino.test',
    groups: [759],
    vip: { progress: fixtureVipProgress({ currentStatus: 'diamond', activeStatus: 'diamond', nextStatus: null }) },
  }),
};
