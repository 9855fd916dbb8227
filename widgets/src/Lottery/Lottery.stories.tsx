import type { FixtureCasinoOptions } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lottery } from './Lottery';

const meta = {
  title: 'Tournaments/Lottery',
  component: Lottery,
  args: { lottery: 'rocket-lottery' },
} satisfies Meta<typeof Lottery>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });

/** A running lottery: Lucky holds two tickets and can buy more with 1,250 points. */
export const Running: Story = { parameters: platform({ signedInAs: 'eur@casino.test' }) };

/** Too few points for a ticket. */
export const TooFewPoints: Story = {
  parameters: platform({ signedInAs: 'eur@casino.test', loyalty: { compPoints: { chargeable: 40, persistent: 40 } } }),
};

/** A drawn lottery: Lucky's ticket won place 1; "Verify the draw" checks it in the browser. */
export const Drawn: Story = {
  args: { lottery: 'autumn-lottery' },
  parameters: platform({ signedInAs: 'eur@casino.test' }),
};

/** A guest sees the lottery and a sign-in hint. */
export const Guest: Story = {};

/** In Italian. */
export const Italian: Story = {
  args: { lottery: 'autumn-lottery' },
  parameters: platform({ signedInAs: 'eur@casino.test', locale: 'it' }),
};
