import type { FixtureCasinoOptions } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LevelProgress } from './LevelProgress';

const meta = {
  title: 'Loyalty/LevelProgress',
  component: LevelProgress,
} satisfies Meta<typeof LevelProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });

/** Rising star II, half way to Silver I. */
export const SignedIn: Story = {
  parameters: platform({
    signedInAs: 'eur@casino.test',
    loyalty: { compPoints: { chargeable: 300, persistent: 1_200 } },
  }),
};

/** Diamond: the highest level. */
export const Diamond: Story = {
  parameters: platform({
    signedInAs: 'eur@casino.test',
    loyalty: { compPoints: { chargeable: 0, persistent: 140_000 } },
  }),
};

/** A guest gets a sign-in hint. */
export const Guest: Story = {};

/** The levels could not be loaded. */
export const LoadError: Story = {
  parameters: platform({ signedInAs: 'eur@casino.test', failures: { statuses: 500 } }),
};

/** In Norwegian. */
export const Norwegian: Story = { parameters: platform({ signedInAs: 'eur@casino.test', locale: 'no' }) };
