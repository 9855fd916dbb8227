import { type FixtureCasinoOptions, fixtureDepositOffer } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DepositBonusPicker } from './DepositBonusPicker';

const meta = {
  title: 'Bonuses/DepositBonusPicker',
  component: DepositBonusPicker,
  args: { currency: 'EUR', amountCents: 5_000, onChange: fn() },
} satisfies Meta<typeof DepositBonusPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });
const player = {
  signedInAs: 'eur@casino.test',
  bonuses: {
    depositOffers: [
      fixtureDepositOffer(),
      fixtureDepositOffer({
        id: 'HIGHROLLER',
        title: 'High roller 50%',
        bonuses: [
          {
            title: '50% up to €1,000',
            type: 'bonus',
            conditions: [{ field: 'amount', type: 'min', value: [{ currency: 'EUR', amount_cents: 50_000 }] }],
            attributes: [],
            result_bonus: [
              {
                type: 'bonus',
                percent: 50,
                amounts: [{ currency: 'EUR', amount_cents: 100_000 }],
                wager_multiplier: 30,
                max_win_multiplier: null,
              },
            ],
          },
        ],
      }),
    ],
  },
} as const;

/** A €50 deposit: the welcome bonus gives €50, the high roller bonus needs €500. */
export const FiftyEuros: Story = {
  parameters: platform(player),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /100% welcome bonus/ }));
    await expect(canvas.getByRole('radio', { name: /High roller/ })).toBeDisabled();
  },
};

/** An amount not known yet (a crypto deposit): offers say what they give at most. */
export const UnknownAmount: Story = { parameters: platform(player), args: { amountCents: null } };

/** In Italian. */
export const Italian: Story = { parameters: platform({ ...player, locale: 'it' }) };
