import { type FixtureCasinoOptions, fixtureGame } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GameTile } from './GameTile';

const meta = {
  title: 'Games/GameTile',
  component: GameTile,
  args: { game: fixtureGame(0) },
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });
const signedIn = { signedInAs: 'eur@casino.test' } as const;

/** A guest: play and demo links, no favourite toggle. */
export const Guest: Story = {};

/** A game without demo play. */
export const NoDemo: Story = { args: { game: fixtureGame(4) } };

/** A signed-in player can mark the game as a favourite. */
export const Favourite: Story = {
  parameters: platform(signedIn),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: `Favourite: ${args.game.title}` });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The player's EUR wallet is not one of the game's currencies. */
export const CurrencyLocked: Story = { parameters: platform(signedIn), args: { game: fixtureGame(7) } };

/** Jackpot and mystic jackpot badges, in German. */
export const German: Story = { parameters: platform({ locale: 'de' }), args: { game: fixtureGame(58) } };

/** The dark theme. */
export const DarkTheme: Story = { args: { appearance: { theme: 'dark' } } };
