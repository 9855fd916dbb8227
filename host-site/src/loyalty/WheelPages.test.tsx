import { fixtureLootbox, fixtureWheelSpin } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

const withSpin = {
  signedInAs: 'eur@casino.test',
  lootboxes: { boxes: [fixtureWheelSpin({ id: 1 })], draw: () => 1 },
} as const;
const pagesOff = { rocket_mart: { enabled: true }, rocket_chance: { enabled: false }, lotteries: { enabled: false } };

describe('wheel pages', () => {
  it('/rocketmart-wheel shows the wheel, whose spin pays a prize; its Rocket Mart link stays in the site', async () => {
    const { container } = renderSite('/rocketmart-wheel', withSpin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spin and win' })).toBeInTheDocument();
    expect(await screen.findByText('Spins left: 1')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Spin and win/));
    await expectNoAxeViolations(container);
  });

  it('/casino-wheel is a wheel page of the config; an unlisted product or another path is not found', async () => {
    renderSite('/casino-wheel', withSpin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spin and win' })).toBeInTheDocument();
  });

  it.each(['/poker-wheel', '/no-such-page'])('%s is the not-found page', async (path) => {
    renderSite(path, withSpin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('/rocket-chance shows the wheel while its page is on', async () => {
    renderSite('/rocket-chance', withSpin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rocket Chance' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Spin the wheel' })).toBeEnabled();
  });

  it('/rocket-chance sends players to /promotions while it is off; testers still see it', async () => {
    const off = renderSite('/rocket-chance', { ...withSpin, loyalty: { pages: pagesOff } });
    await waitFor(() => expect(off.currentUrl()).toBe('/promotions'));
    off.unmount();
    renderSite('/rocket-chance', { ...withSpin, groups: [21], loyalty: { pages: pagesOff } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rocket Chance' })).toBeInTheDocument();
  });
});

describe('loot boxes page', () => {
  it('/profile/lootboxes lists the player’s boxes under a tab of the profile and opens one', async () => {
    const { container } = renderSite('/profile/lootboxes', {
      signedInAs: 'eur@casino.test',
      lootboxes: { boxes: [fixtureLootbox({ id: 7, title: 'Astro loot box' })], draw: () => 0 },
    });
    const tabs = await screen.findByRole('navigation', { name: 'Profile sections' });
    expect(within(tabs).getByRole('link', { name: 'Loot boxes' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(await screen.findByRole('button', { name: 'Open Astro loot box' }));
    expect(await screen.findByText('You won: 10 free spins on Sweet Bonanza, wager x30')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
