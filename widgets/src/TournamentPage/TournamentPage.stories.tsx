import { type FixtureCasinoOptions, fixtureGame, fixtureTournament } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TournamentPage } from './TournamentPage';

const meta = {
  title: 'Tournaments/TournamentPage',
  component: TournamentPage,
  args: { tournament: 'spring-bets', onNavigate: fn() },
} satisfies Meta<typeof TournamentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });
const signedIn = { signedInAs: 'eur@casino.test' } as const;

/** A player who takes part: rules, prizes, the live board with his row. */
export const SignedIn: Story = { parameters: platform(signedIn) };

/** A player not yet in the race joins it. */
export const Join: Story = {
  parameters: platform({ ...signedIn, tournaments: { boards: {} } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Take part' }));
    await expect(await canvas.findByText('You take part in this tournament.')).toBeVisible();
  },
};

/** A guest: the join button leads to registration. */
export const Guest: Story = {};

/** A tournament limited to some games lists them with the game tiles. */
export const EligibleGames: Story = {
  parameters: platform({
    ...signedIn,
    tournaments: {
      tournaments: [fixtureTournament({ games: [0, 1, 2].map((index) => fixtureGame(index).identifier) })],
    },
  }),
};

/** A tournament of one studio lists its games with the game grid. */
export const ProviderGames: Story = {
  parameters: platform({
    ...signedIn,
    tournaments: { tournaments: [fixtureTournament({ providers: [fixtureGame(0).provider] })] },
  }),
};

/** A coming tournament: the time to its start. */
export const Future: Story = { parameters: platform(signedIn), args: { tournament: 'winter-wins' } };

/** A finished tournament: final standings, the paid places. */
export const Finished: Story = { parameters: platform(signedIn), args: { tournament: 'autumn-multipliers' } };

/** No tournament has that identifier. */
export const NotFound: Story = { args: { tournament: 'no-such-race' } };

/** In French. */
export const French: Story = { parameters: platform({ ...signedIn, locale: 'fr' }) };
