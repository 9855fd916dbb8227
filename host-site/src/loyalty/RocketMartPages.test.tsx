import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

const signedIn = { signedInAs: 'eur@casino.test' } as const;
const martOff = { rocket_mart: { enabled: false }, rocket_chance: { enabled: true }, lotteries: { enabled: true } };

describe('Rocket Mart pages', () => {
  it('/rocket-mart shows the shop on every group, with its entry in the top navigation', async () => {
    const { container } = renderSite('/rocket-mart', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rocket Mart' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Rocket Mart' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toMatch(/^Rocket Mart/));
    await expectNoAxeViolations(container);
  });

  it('/rocket-mart/freespins opens its tab, and a tab moves the address', async () => {
    const view = renderSite('/rocket-mart/freespins', signedIn);
    expect(await screen.findByRole('tab', { name: 'Free spins', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Money' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/rocket-mart/money'));
    expect(screen.getByRole('tab', { name: 'Money', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/rocket-mart'));
  });

  it('sends players to /promotions while the page is off, and leaves it out of the navigation', async () => {
    const view = renderSite('/rocket-mart/money', { ...signedIn, loyalty: { pages: martOff } });
    await waitFor(() => expect(view.currentUrl()).toBe('/promotions'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Rocket Mart' })).toBeNull();
  });

  it('shows testers the page while it is off', async () => {
    renderSite('/rocket-mart', { ...signedIn, groups: [21], loyalty: { pages: martOff } });
    expect(await screen.findByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
  });

  it("sends a guest's exchange to registration, coming back to the shop", async () => {
    const view = renderSite('/rocket-mart/money');
    const card = await screen.findByRole('article', { name: '€11.00 cash' });
    await userEvent.click(within(card).getByRole('button', { name: 'Exchange €11.00 cash' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/registration?redirect=%2Frocket-mart%2Fmoney'));
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('/profile/level shows the level under the profile', async () => {
    renderSite('/profile/level', signedIn);
    expect(await screen.findByRole('heading', { name: 'Your level' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Progress to Silver I' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Level' })).toHaveAttribute('aria-current', 'page');
  });
});
