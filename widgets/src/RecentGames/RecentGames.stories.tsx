import { type FixtureCasinoOptions, fixtureGame } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecentGames } from './RecentGames';

const meta = {
  title: 'Games/RecentGames',
  component: RecentGames,
} satisfies Meta<typeof RecentGames>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });

/** The games the player played last. */
export const SignedIn: Story = {
  parameters: platform({
    signedInAs: 'eur@casino.test',
    games: { played: [4, 9, 1, 30, 22].map((index) => fixtureGame(index).identifier) },
  }),
};

/** Guests see nothing. */
export const Guest: Story = {};

/** Skeletons while the played games load (the platform does not answer them). */
export const Loading: Story = {
  parameters: platform({ signedInAs: 'eur@casino.test', routes: { playedGames: () => new Promise(() => {}) } }),
};

/** A player who has played nothing, or whose played games could not be loaded, sees nothing. */
export const Empty: Story = { parameters: platform({ signedInAs: 'eur@casino.test' }) };
