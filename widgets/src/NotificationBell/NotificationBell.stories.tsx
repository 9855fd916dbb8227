import { type FixtureCasinoOptions, fixtureNotification } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Bonuses/NotificationBell',
  component: NotificationBell,
  args: { onNavigate: fn() },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });
const withNotifications = (count: number) => ({
  signedInAs: 'eur@casino.test',
  bonuses: {
    notifications: Array.from({ length: count }, (_, index) =>
      fixtureNotification({
        id: index + 1,
        identifier: `bonus:${index + 1}`,
        title: index === 0 ? 'Welcome bonus' : `Bonus ${index + 1}`,
        text: index === 1 ? 'deposit_bonus_not_applied' : 'bonus_issued',
      }),
    ),
  },
});

/** Two unseen notifications. */
export const Unseen: Story = { parameters: platform(withNotifications(2)) };

/** More than nine: the badge says 9+. */
export const Many: Story = { parameters: platform(withNotifications(12)) };

/** No notifications: the off icon. */
export const Empty: Story = { parameters: platform(withNotifications(0)) };

/** The list, open. */
export const Open: Story = {
  parameters: platform(withNotifications(3)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Notifications/ }));
    await expect(canvas.getByRole('list', { name: 'Notifications' })).toBeVisible();
  },
};

/** In Norwegian. */
export const Norwegian: Story = {
  parameters: platform({ ...withNotifications(2), locale: 'no' }),
  args: { defaultOpen: true },
};
