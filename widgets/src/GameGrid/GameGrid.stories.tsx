import type { FixtureCasinoOptions } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { GameGrid } from './GameGrid';

const meta = {
  title: 'Games/GameGrid',
  component: GameGrid,
  args: { onRandomGame: fn() },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });

/** Every game, with infinite scroll. */
export const AllGames: Story = { args: { title: 'All games' } };

/** 10,000 games: scroll the page; only the rows in view are rendered. */
export const TenThousandGames: Story = {
  parameters: platform({ games: { catalogue: 10_000 } }),
  args: { title: 'Pokies', category: 'pokies' },
};

/** The live category: the cashback card first, the random-game card after ten games. */
export const Live: Story = { args: { title: 'Live casino', category: 'live' } };

/** One provider's second page, with links to the other pages. */
export const ProviderPage: Story = {
  args: { title: 'NetEnt', provider: 'netent', page: 2, pageSize: 4, pageHref: (page) => `#page-${page}` },
};

/** Skeletons while the first page loads. */
export const Loading: Story = { parameters: platform({ network: 'pending' }) };

/** The first page could not be loaded. */
export const LoadError: Story = {
  parameters: platform({ failures: { gamesFilter: 500 } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The games could not be loaded.');
  },
};

/** Nothing matches. */
export const Empty: Story = { args: { provider: 'nobody' } };
