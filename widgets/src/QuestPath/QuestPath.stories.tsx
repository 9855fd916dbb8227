import { type FixtureCasinoOptions, fixtureTournaments } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestPath } from './QuestPath';

const meta = {
  title: 'Tournaments/QuestPath',
  component: QuestPath,
  args: { quest: 'quest-xs-spring' },
} satisfies Meta<typeof QuestPath>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });

/** Lucky on level 3 of an xs quest, a fifth of the way to level 4. */
export const SignedIn: Story = { parameters: platform({ signedInAs: 'eur@casino.test' }) };

/** An m quest of 25 levels that asks the player to join first. */
export const JoinFirst: Story = {
  args: { quest: 'quest-m-spring' },
  parameters: platform({
    signedInAs: 'eur@casino.test',
    tournaments: {
      tournaments: fixtureTournaments().map((tournament) =>
        tournament.id === 5 ? { ...tournament, user_confirmation_required: true } : tournament,
      ),
    },
  }),
};

/** A guest sees the path and a sign-in hint. */
export const Guest: Story = {};

/** In French. */
export const French: Story = { parameters: platform({ signedInAs: 'eur@casino.test', locale: 'fr' }) };

/** The quest could not be loaded. */
export const LoadError: Story = { parameters: platform({ failures: { tournament: 500 } }) };
