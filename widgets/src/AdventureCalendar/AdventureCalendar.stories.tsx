import { type FixtureCasinoOptions, fixtureAdventure } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdventureCalendar } from './AdventureCalendar';

const meta = {
  title: 'VIP/AdventureCalendar',
  component: AdventureCalendar,
} satisfies Meta<typeof AdventureCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });

/** Day 3 of 7: two days completed (one to claim), today half done. */
export const SignedIn: Story = { parameters: platform({ signedInAs: 'eur@casino.test' }) };

/** The adventure's time is over. */
export const Finished: Story = {
  parameters: platform({
    signedInAs: 'eur@casino.test',
    vip: { adventure: fixtureAdventure(Date.now() - 9 * 86_400_000) },
  }),
};

/** No adventure is running. */
export const None: Story = { parameters: platform({ signedInAs: 'eur@casino.test', vip: { adventure: null } }) };

/** A guest sees the days and a sign-in link. */
export const Guest: Story = {};
