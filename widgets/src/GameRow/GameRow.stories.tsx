import type { FixtureCasinoOptions } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { GameRow } from './GameRow';

const meta = {
  title: 'Games/GameRow',
  component: GameRow,
  args: { category: 'pokies', title: 'Pokies', allHref: '#pokies' },
} satisfies Meta<typeof GameRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });

/** At most 15 games of the category, scrolled sideways. */
export const Pokies: Story = {};

/** Skeletons while loading. */
export const Loading: Story = { parameters: platform({ network: 'pending' }) };

/** In Estonian. */
export const Estonian: Story = { parameters: platform({ locale: 'et' }), args: { title: 'Slotid' } };
