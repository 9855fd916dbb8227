import type { FixtureCasinoOptions } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompPoints } from './CompPoints';

const meta = {
  title: 'Loyalty/CompPoints',
  component: CompPoints,
} satisfies Meta<typeof CompPoints>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });

/** A Rising star with 1,250 points to spend. */
export const SignedIn: Story = { parameters: platform({ signedInAs: 'eur@casino.test' }) };

/** Diamond, the last level. */
export const Diamond: Story = {
  parameters: platform({
    signedInAs: 'eur@casino.test',
    loyalty: { compPoints: { chargeable: 48_200, persistent: 140_000 } },
  }),
};

/** A guest sees nothing: the header shows the sign-in buttons instead. */
export const Guest: Story = {};

/** In German, with German number formats. */
export const German: Story = { parameters: platform({ signedInAs: 'eur@casino.test', locale: 'de' }) };

/** The dark theme. */
export const DarkTheme: Story = {
  parameters: platform({ signedInAs: 'eur@casino.test' }),
  args: { appearance: { theme: 'dark' } },
};
