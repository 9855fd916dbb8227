import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FixtureCasinoOptions } from '../../test/fixtures/casino';
import { fixtureGame } from '../../test/fixtures/games';
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
