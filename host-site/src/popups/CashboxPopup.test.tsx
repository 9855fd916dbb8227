import { COMPLETE_PROFILE } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

const signedIn = {
  signedInAs: 'eur@casino.test',
  profile: COMPLETE_PROFILE,
} as const;

describe('cashbox popup', () => {
  it('opens the deposit step from the header deposit link, over the page it was opened from', async () => {
    const { container, currentUrl, currentState } = renderSite('/profile', signedIn);
    const header = await screen.findByRole('banner');
    await userEvent.click(await within(header).findByRole('link', { name: 'Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cashbox' });
    expect(await within(dialog).findByRole('group', { name: 'Deposit method' })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/deposit'));
    expect(currentState()).toMatchObject({ background: { pathname: '/profile' } });
    await expectNoAxeViolations(container);
  });

  it('keeps the address in step with the cashbox and follows a step chosen from outside', async () => {
    const { currentUrl } = renderSite('/cashbox', signedIn);
    const dialog = await screen.findByRole('dialog', { name: 'Cashbox' });
    const steps = await within(dialog).findByRole('navigation', { name: 'Cashbox steps' });
    await userEvent.click(within(steps).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(currentUrl()).toBe('/withdraw'));
    await userEvent.click(within(steps).getByRole('button', { name: 'History' }));
    await waitFor(() => expect(currentUrl()).toBe('/cashbox/history'));
    await userEvent.click(within(await screen.findByRole('banner')).getByRole('link', { name: 'Deposit' }));
    await waitFor(() => expect(currentUrl()).toBe('/deposit'));
    expect(await within(dialog).findByRole('group', { name: 'Deposit method' })).toBeInTheDocument();
  });

  it('opens the deposit step for the account alias', async () => {
    renderSite('/accounts/EUR/deposit', signedIn);
    const dialog = await screen.findByRole('dialog', { name: 'Cashbox' });
    expect(await within(dialog).findByRole('group', { name: 'Deposit method' })).toBeInTheDocument();
  });

  it('asks a player with missing personal details for them before the cashbox', async () => {
    renderSite('/deposit', { signedInAs: 'eur@casino.test' });
    const dialog = await screen.findByRole('dialog', { name: 'Cashbox' });
    expect(
      await within(dialog).findByText('Before your first payment, please complete your personal details.'),
    ).toBeVisible();
    expect(within(dialog).queryByRole('group', { name: 'Deposit method' })).toBeNull();
  });

  it('sends a guest to create an account first, coming back to the cashbox afterwards', async () => {
    const { currentUrl } = renderSite('/withdraw');
    await screen.findByRole('dialog', { name: 'Create an account' });
    await waitFor(() => expect(currentUrl()).toBe('/registration?redirect=%2Fwithdraw'));
  });

  it('closes back to the page underneath', async () => {
    const { currentUrl } = renderSite('/deposit', {
      ...signedIn,
      state: { background: { pathname: '/profile', search: '', hash: '' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Cashbox' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentUrl()).toBe('/profile'));
  });
});
