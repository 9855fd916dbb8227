import { bonusesOf } from '@casino/sdk/bonuses';
import { fixtureNotification } from '@casino/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { NotificationBell } from './NotificationBell';

const stored = [
  fixtureNotification(),
  fixtureNotification({
    id: 2,
    type: 'personal',
    title: 'Weekend tournament',
    text: 'Join before Sunday.',
    identifier: null,
    content: { icon: null, title: null, button: null },
    created_at: new Date(Date.now() - 30 * 60_000).toISOString(),
  }),
];
const player = { signedInAs: 'eur@casino.test', bonuses: { notifications: stored } } as const;

describe('NotificationBell', () => {
  it('shows nothing to guests', async () => {
    const { container } = renderWidget(<NotificationBell />);
    await waitFor(() => expect(container.querySelector('.casino-skeleton')).toBeNull());
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the unseen count, opens the list, marks it seen, and translates known texts', async () => {
    const { container } = renderWidget(<NotificationBell />, player);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 new' });
    expect(bell).toHaveTextContent('2');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(container);

    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Notifications' });
    const [issued, personal] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(issued).toHaveTextContent('You have a new bonus. Activate it in your gifts.');
    expect(issued).toHaveTextContent('5 minutes ago');
    expect(within(issued as HTMLElement).getByRole('link', { name: 'Open your gifts' })).toHaveAttribute(
      'href',
      'https://casino.test/profile/gifts',
    );
    expect(personal).toHaveTextContent('Join before Sunday.');
    expect(await screen.findByRole('button', { name: 'Notifications, none new' })).toBe(bell);
    await expectNoAxeViolations(container);
  });

  it('closes on Escape with the focus back on the bell, and on a click outside', async () => {
    renderWidget(<NotificationBell />, player);
    const bell = await screen.findByRole('button', { name: /Notifications/ });
    await userEvent.click(bell);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
    await userEvent.click(bell);
    await userEvent.click(document.body);
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows a notification button through onNavigate and dismisses notifications', async () => {
    const onNavigate = vi.fn();
    renderWidget(<NotificationBell onNavigate={onNavigate} />, player);
    const bell = await screen.findByRole('button', { name: /Notifications/ });
    await userEvent.click(bell);
    await userEvent.click(screen.getByRole('link', { name: 'Open your gifts' }));
    expect(onNavigate).toHaveBeenCalledWith('/profile/gifts');
    await userEvent.click(bell);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Weekend tournament' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Welcome bonus' }));
    expect(screen.getByText('You have no notifications.')).toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('caps the badge at 9+ and shows the off icon when empty', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      fixtureNotification({ id: index + 1, identifier: `bonus:${index + 1}`, title: `Bonus ${index + 1}` }),
    );
    const { casino } = renderWidget(<NotificationBell />, { ...player, bonuses: { notifications: many } });
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 new' });
    expect(bell).toHaveTextContent('9+');
    expect(bell).not.toHaveAttribute('data-empty');
    act(() => {
      for (const item of bonusesOf(casino).notifications.items.peek())
        bonusesOf(casino).notifications.dismiss(item.key);
    });
    expect(bell).toHaveAttribute('data-empty', 'true');
    // the off icon: the bell struck through
    expect(bell.querySelectorAll('svg path')).toHaveLength(3);
  });
});
