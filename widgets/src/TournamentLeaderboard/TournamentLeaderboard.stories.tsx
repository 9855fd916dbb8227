import { type FixtureCasinoOptions, fixtureTournamentPlayer } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TournamentLeaderboard } from './TournamentLeaderboard';

const meta = {
  title: 'Tournaments/TournamentLeaderboard',
  component: TournamentLeaderboard,
  args: { tournament: 'spring-bets' },
} satisfies Meta<typeof TournamentLeaderboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });
const signedIn = { signedInAs: 'eur@casino.test' } as const;

/** A thousand players, Lucky 640th: only the rows in view are rendered; his row is scrolled to and highlighted. */
const crowd = Array.from({ length: 1000 }, (_, index) =>
  fixtureTournamentPlayer({
    nickname: index === 639 ? 'Lucky' : `player${index + 1}`,
    bet_cents: (1000 - index) * 1_000,
    points: (1000 - index) * 1_000,
    award_place: index + 1,
  }),
);

/** Lucky third of eleven, his row highlighted. */
export const SignedIn: Story = { parameters: platform(signedIn) };

/** A guest: the board without an own row, polled every 10 s. */
export const Guest: Story = {};

/** A thousand players: scroll it; scrolled away from Lucky's row, a copy of it stays pinned at the bottom. */
export const ThousandPlayers: Story = { parameters: platform({ ...signedIn, tournaments: { boards: { 1: crowd } } }) };

/** Nobody has scored yet. */
export const Empty: Story = { parameters: platform({ ...signedIn, tournaments: { boards: {} } }) };

/** The finished rate race: its final standings. */
export const Finished: Story = { parameters: platform(signedIn), args: { tournament: 'autumn-multipliers' } };

/** The board could not be loaded. */
export const LoadError: Story = { parameters: platform({ ...signedIn, failures: { tournamentLeaderboard: 500 } }) };

/** In Estonian. */
export const Estonian: Story = { parameters: platform({ ...signedIn, locale: 'et' }) };
