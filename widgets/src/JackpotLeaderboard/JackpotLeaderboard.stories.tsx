import type { Meta, StoryObj } from '@storybook/react-vite';
import { JackpotLeaderboard } from './JackpotLeaderboard';

const meta = {
  title: 'Jackpots/JackpotLeaderboard',
  component: JackpotLeaderboard,
  args: { jackpot: 'mystic-gems' },
} satisfies Meta<typeof JackpotLeaderboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest and the biggest 5 of seven past wins. */
export const Wins: Story = {};

/** Nobody has won yet. */
export const Empty: Story = { parameters: { casino: { jackpots: { wins: [] } } } };

/** The wins could not be loaded: shown as none (the failure is only logged). */
export const LoadError: Story = { parameters: { casino: { failures: { jackpotWins: 500 } } } };

/** In French. */
export const French: Story = { parameters: { casino: { locale: 'fr' } } };
