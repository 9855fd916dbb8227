import { bonusesOf } from '@casino/sdk/bonuses';
import type { FixtureCasinoOptions } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { useCasino } from '../provider/useCasino';
import { Toasts, type ToastsProps } from './Toasts';

/** Shows the toasts widget after putting a few toasts in the casino's toasts module. */
function ToastsWithSamples(props: ToastsProps) {
  const { toasts } = bonusesOf(useCasino());
  if (toasts.items.peek().length === 0) {
    toasts.show({ id: 'saved', tone: 'success', text: 'Your details were saved.' });
    toasts.show({
      id: 'limit',
      tone: 'warning',
      code: 'ON_LIMIT_REACHED',
      title: 'Limit reached',
      text: 'You reached your daily deposit limit.',
      action: { label: 'See your limits', to: '/profile/limits' },
    });
    toasts.show({ id: 'failed', tone: 'error', text: 'The deposit could not be made.' });
  }
  return <Toasts {...props} />;
}

const meta = {
  title: 'Bonuses/Toasts',
  component: ToastsWithSamples,
  args: { onNavigate: fn() },
} satisfies Meta<typeof ToastsWithSamples>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });

/** A success, a reached limit (stays until closed) and an error; the others close after 10 s. */
export const Samples: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Messages' })).toBeVisible();
  },
};

/** The dark theme. */
export const DarkTheme: Story = { parameters: platform({}), args: { appearance: { theme: 'dark' } } };
