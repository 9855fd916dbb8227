import { bonusesOf } from '@casino/sdk/bonuses';
import { FIXTURE_PASSWORD, fixtureDepositOffer } from '@casino/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

async function signInFromPopup() {
  await userEvent.click((await screen.findAllByRole('link', { name: 'Sign in' }))[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
  await userEvent.type(await within(dialog).findByLabelText('Email'), 'eur@casino.test');
  await userEvent.type(within(dialog).getByLabelText('Password'), `${FIXTURE_PASSWORD}{Enter}`);
}

describe('promo codes from the address', () => {
  it('keeps a coupon through sign-in, redeems it, and opens the gifts', async () => {
    const { currentUrl, requests } = renderSite('/?coupon_code=FREE10', {
      bonuses: { coupons: { FREE10: 'successfully_activated' } },
    });
    await signInFromPopup();
    await waitFor(() => expect(currentUrl()).toBe('/profile/gifts'));
    expect(requests.filter((r) => r.route === 'redeemCoupon').map((r) => r.body)).toEqual([{ coupon_code: 'FREE10' }]);
  });

  it('sets a deposit code at sign-in and opens the deposit', async () => {
    const { currentUrl, platform } = renderSite('/?deposit_code=WELCOME100', {
      bonuses: { depositOffers: [fixtureDepositOffer()] },
    });
    await signInFromPopup();
    await waitFor(() => expect(currentUrl()).toBe('/deposit'));
    expect(platform.players.find((p) => p.email === 'eur@casino.test')?.depositBonusCode).toBe('WELCOME100');
  });

  it('forgets the codes of a guest who comes back to the main page without one', async () => {
    const { casino } = renderSite('/?deposit_code=WELCOME100');
    await screen.findAllByRole('link', { name: 'Sign in' });
    expect(bonusesOf(casino).promoCodes.pending.value.depositCode).toBe('WELCOME100');
    await userEvent.click(screen.getAllByRole('link', { name: 'Pokies' })[0] as HTMLElement);
    await userEvent.click(screen.getAllByRole('link', { name: 'Lobby' })[0] as HTMLElement);
    await waitFor(() => expect(bonusesOf(casino).promoCodes.pending.value.depositCode).toBeNull());
  });
});
