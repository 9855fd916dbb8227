import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

describe('VIP pages', () => {
  it('/casino-vipclub shows the VIP progress and the status cards', async () => {
    const { container } = renderSite('/casino-vipclub', { signedInAs: 'eur@casino.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP club' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Progress to Silver' })).toHaveAttribute('value', '30');
    const cards = await screen.findByRole('list', { name: 'VIP club' });
    await waitFor(() =>
      expect(
        within(cards)
          .getAllByRole('listitem')
          .map((card) => card.getAttribute('data-state')),
      ).toEqual(['achieved', 'current', 'next', 'locked', 'locked']),
    );
    await waitFor(() => expect(document.title).toMatch(/^VIP club/));
    await expectNoAxeViolations(container);
  });

  it("/rocket-vipclub is another product's club; a guest's sign-in link opens the sign-in", async () => {
    renderSite('/rocket-vipclub');
    const signIn = await screen.findByRole('link', { name: 'Sign in to join the VIP club' });
    expect(signIn).toHaveAttribute('href', '/sign-in?redirect=%2Fcasino-vipclub');
    await userEvent.click(signIn);
    expect(await screen.findByRole('dialog', { name: /sign in/i })).toBeInTheDocument();
  });

  it('/casino-adventure shows the calendar, whose claim gives the prize once', async () => {
    const { container, platform } = renderSite('/casino-adventure', { signedInAs: 'eur@casino.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Adventure calendar' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim 20 free spins' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prize claimed' });
    expect(within(dialog).getByRole('link', { name: 'Open gifts' })).toHaveAttribute('href', '/profile/gifts');
    await expectNoAxeViolations(container);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Claim 20 free spins' })).toBeNull();
    expect(platform.requests.filter((request) => request.route === 'claimAdventureDay')).toHaveLength(1);
  });

  it.each(['/casino-vip', '/vipclub'])('%s is the not-found page', async (path) => {
    renderSite(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
