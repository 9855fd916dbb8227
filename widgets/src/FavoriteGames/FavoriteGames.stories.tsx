import { type FixtureCasinoOptions, fixtureGame } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FavoriteGames } from './FavoriteGames';

const meta = {
  title: 'Games/FavoriteGames',
  component: FavoriteGames,
} satisfies Meta<typeof FavoriteGames>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });

/** A guest gets a sign-in hint. */
export const Guest: Story = {};

/** Three favourites; un-favouriting one removes it. */
export const SignedIn: Story = {
  parameters: platform({
    signedInAs: 'eur@casino.test',
    games: { favourites: [3, 5, 12].map((index) => fixtureGame(index).identifier) },
  }),
};

/** No favourites yet. */
export const Empty: Story = { parameters: platform({ signedInAs: 'eur@casino.test' }) };

/** Skeletons while the favourites load (the platform does not answer them). */
export const Loading: Story = {
  parameters: platform({ signedInAs: 'eur@casino.test', routes: { favoriteGames: () => new Promise(() => {}) } }),
};

/** The favourites could not be loaded: an error with "Try again". */
export const LoadError: Story = {
  parameters: platform({ signedInAs: 'eur@casino.test', failures: { favoriteGames: 500 } }),
};
