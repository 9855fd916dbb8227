import { bonusesOf } from '@casino/sdk/bonuses';
import { fixtureBonus, fixtureDepositOffer } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

const signedIn = { signedInAs: 'eur@casino.test' } as const;

describe('gifts page', () => {
  it('lists the gifts under a Gifts tab of the profile, with the coupon form', async () => {
    const { container } = renderSite('/profile/gifts', {
      ...signedIn,
      bonuses: { bonuses: [fixtureBonus({ id: 3, title: 'Free 10' })], coupons: { FREE10: 'already_activated' } },
    });
    expect(await screen.findByRole('heading', { name: 'Free 10' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(within(tabs).getByRole('link', { name: 'Gifts' })).toHaveAttribute('aria-current', 'page');
    await userEvent.type(screen.getByLabelText('Coupon code'), 'FREE10');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('You have already redeemed this coupon.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Gifts/));
    await expectNoAxeViolations(container);
  });

  it('shows the pending deposit bonus code and drops it on request', async () => {
    const { casino } = renderSite('/profile/gifts', {
      ...signedIn,
      bonuses: { depositOffers: [fixtureDepositOffer()] },
    });
    await screen.findByRole('tab', { name: 'Active' });
    expect(await act(() => bonusesOf(casino).gifts.setBonusCode('WELCOME100'))).toBe(true);
    expect(await screen.findByText('Your next deposit gets the bonus WELCOME100.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the bonus code' }));
    await waitFor(() => expect(screen.queryByText(/Your next deposit gets/)).toBeNull());
  });

  it('turns bonuses and gifts off and on for the account', async () => {
    const { platform } = renderSite('/profile/gifts', signedIn);
    const choice = await screen.findByRole('checkbox', { name: 'Give me bonuses and gifts' });
    expect(choice).toBeChecked();
    await userEvent.click(choice);
    expect(await screen.findByText('Gifts are turned off for your account.')).toBeInTheDocument();
    expect(choice).not.toBeChecked();
    expect(platform.players.find((p) => p.email === 'eur@casino.test')?.canIssueBonuses).toBe(false);
  });

  it('warns a multi-account player that deposit bonuses are off', async () => {
    renderSite('/profile/gifts', { ...signedIn, groups: [100] });
    expect(await screen.findByText('Deposit bonuses are not available')).toBeInTheDocument();
  });
});
