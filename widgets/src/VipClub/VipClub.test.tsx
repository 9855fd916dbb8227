import { fixtureVipProgress } from '@casino/sdk/testing';
import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { VipClub } from './VipClub';

describe('VipClub', () => {
  it('marks each status card for the player, with what it asks in his currency', async () => {
    const { container } = renderWidget(<VipClub />, {
      signedInAs: 'eur@casino.test',
      vip: { progress: fixtureVipProgress({ currentStatus: 'silver', activeStatus: 'silver', nextStatus: 'gold' }) },
    });
    const list = await screen.findByRole('list', { name: 'VIP club' });
    await vi.waitFor(() => expect(within(list).getAllByText('Achieved')).toHaveLength(2));
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('data-state'))).toEqual([
      'achieved',
      'achieved',
      'current',
      'next',
      'locked',
    ]);
    expect(cards[2]).toHaveAttribute('aria-current', 'true');
    expect(cards[3]).toHaveTextContent('Deposits of €18,000.00 and bets of €180,000.00 in a quarter');
    expect(cards[4]).toHaveTextContent('Kept for life');
    expect(cards[1]).toHaveTextContent('Kept until the end of the quarter after the one it is reached in');
    await expectNoAxeViolations(container);
  });

  it('shows guests the ladder and a sign-in call to action', async () => {
    const { container, platform } = renderWidget(<VipClub signInHref="/sign-in?redirect=/casino-vipclub" />);
    const list = await screen.findByRole('list', { name: 'VIP club' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).queryByText('Your status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to join the VIP club' })).toHaveAttribute(
      'href',
      '/sign-in?redirect=/casino-vipclub',
    );
    expect(platform.requests.some((request) => request.route === 'vipStatusProgress')).toBe(false);
    await expectNoAxeViolations(container);
  });
});
