import type { FixtureCasinoOptions } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameSearch } from './GameSearch';

const meta = {
  title: 'Games/GameSearch',
  component: GameSearch,
  args: { onNavigate: fn(), onSelect: fn() },
} satisfies Meta<typeof GameSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });

/** The recommended games until the query has 3 characters. */
export const Recommended: Story = {};

/** Results for "bonanza", the first one active. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Search games' }), 'bonanza');
    await expect(await canvas.findByRole('grid', { name: 'Search results' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
  },
};

/** Nothing found. */
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Search games' }), 'zzzqx');
    await expect(await canvas.findByText('No games found for “zzzqx”.')).toBeVisible();
  },
};

/** In French. */
export const French: Story = { parameters: platform({ locale: 'fr' }) };
