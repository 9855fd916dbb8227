import { type FixtureCasinoOptions, fixtureBoards, fixtureTournamentPlayer } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TournamentBoard } from './TournamentBoard';

const meta = {
  title: 'Tournaments/TournamentBoard',
  component: TournamentBoard,
  args: { onNavigate: fn(), onTabChange: fn() },
} satisfies Meta<typeof TournamentBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });
const signedIn = { signedInAs: 'eur@casino.test' } as const;

/** A player: the running and coming tournaments with their timers, prize pools and first prizes. */
export const SignedIn: Story = { parameters: platform(signedIn) };

/** A guest sees the same cards; achievements ask him to sign in. */
export const Guest: Story = {};

/** The lotteries tab: a card per lottery with its draw timer and tickets. */
export const Lotteries: Story = { parameters: platform(signedIn), args: { defaultTab: 'lotteries' } };

/** The player's finished tournaments with his final place. */
export const Achievements: Story = {
  parameters: platform({
    ...signedIn,
    tournaments: { boards: { ...fixtureBoards(), 3: [fixtureTournamentPlayer({ tournament_id: 3 })] } },
  }),
  args: { defaultTab: 'achievements' },
};

/** A tab with nothing on it. */
export const EmptyTab: Story = {
  parameters: platform(signedIn),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Producers' }));
    await expect(await canvas.findByText('There are no tournaments here right now.')).toBeVisible();
  },
};

/** Without the lotteries page the tab is left out. */
export const WithoutLotteries: Story = { parameters: platform(signedIn), args: { lotteries: false } };

/** Until the tournaments have loaded. */
export const Loading: Story = { parameters: platform({ ...signedIn, network: 'pending' }) };

/** The tournaments could not be loaded. */
export const LoadError: Story = { parameters: platform({ ...signedIn, failures: { tournaments: 500 } }) };

/** In German. */
export const German: Story = { parameters: platform({ ...signedIn, locale: 'de' }) };

/** The dark theme. */
export const DarkTheme: Story = { parameters: platform(signedIn), args: { appearance: { theme: 'dark' } } };
