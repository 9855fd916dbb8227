import { COMPLETE_PROFILE, type FixtureCasinoOptions, fixtureGame, fixtureLimit } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameLauncher } from './GameLauncher';

/** A slot with a demo. */
const SLOT = fixtureGame(0);
/** A live game: no demo; its provider asks for first and last name. */
const LIVE = fixtureGame(1);
/** A game without a EUR id. */
const NO_EURO = fixtureGame(18);
const games = { catalogue: [SLOT, LIVE, NO_EURO] };

const meta = {
  title: 'Widgets/GameLauncher',
  component: GameLauncher,
  args: {
    provider: SLOT.provider,
    slug: SLOT.slug,
    mode: 'demo',
    onRegistration: fn(),
    onLimitReached: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof GameLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino: { games, ...casino } });
/** A EUR player whose personal details are complete. */
const player: FixtureCasinoOptions = { signedInAs: 'eur@casino.test', profile: COMPLETE_PROFILE };

/** A guest plays the demo; the mode switch changes mode inside the widget. */
export const GuestDemo: Story = { parameters: platform({}) };

/** A guest chooses real play: the host is told to open registration, and the page says so too. */
export const GuestReal: Story = {
  args: { mode: 'real' },
  parameters: platform({}),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Create an account to play for real money')).toBeVisible();
    await expect(args.onRegistration).toHaveBeenCalled();
  },
};

/** A player plays for real money, with the favourite toggle. */
export const PlayerReal: Story = {
  args: { mode: 'real' },
  parameters: platform(player),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const favourite = await canvas.findByRole('button', { name: 'Favourite' });
    await userEvent.click(favourite);
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The provider asks for details the profile lacks: the form comes first. */
export const MissingDetails: Story = {
  args: { provider: LIVE.provider, slug: LIVE.slug, mode: 'real' },
  parameters: platform({ ...player, profile: { city: 'Berlin' } }),
};

/** A used-up wager limit stops real play. */
export const LimitReached: Story = {
  args: { mode: 'real' },
  parameters: platform({ ...player, limits: [fixtureLimit({ type: 'wager', amount: 1000, used: 1000 })] }),
};

/** The game takes no EUR: locked, with its demo offered. */
export const CurrencyLocked: Story = {
  args: { provider: NO_EURO.provider, slug: NO_EURO.slug, mode: 'real' },
  parameters: platform(player),
};

/** A live game has no demo. */
export const NoDemo: Story = {
  args: { provider: LIVE.provider, slug: LIVE.slug },
  parameters: platform({}),
};

/** An identifier the catalogue does not know. */
export const NotFound: Story = { args: { provider: 'netent', slug: 'no-such-game' }, parameters: platform({}) };

/** In German. */
export const German: Story = { args: { mode: 'real' }, parameters: platform({ ...player, locale: 'de' }) };
