import { fixtureJackpotWinAward } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

const jackpotsOn = {
  loyalty: {
    pages: {
      rocket_mart: { enabled: true },
      rocket_chance: { enabled: true },
      lotteries: { enabled: true },
      mystic_jackpots: { enabled: true },
    },
  },
} as const;

describe('jackpot pages', () => {
  it('/mystic-gems shows the jackpot levels as slides and its winners', async () => {
    const { container } = renderSite('/mystic-gems', jackpotsOn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mystic Gems' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Mega, 1 of 3' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Biggest wins' })).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toMatch(/^Mystic Gems/));
    await expectNoAxeViolations(container);
  });

  it('an unknown one-segment path is the not-found page once the jackpot list has answered', async () => {
    renderSite('/no-such-jackpot', jackpotsOn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('lists the jackpots in the top navigation only while the mystic jackpot pages are on', async () => {
    renderSite('/mystic-gems', jackpotsOn);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const link = await within(nav).findByRole('link', { name: 'Jackpots' });
    expect(link).toHaveAttribute('href', '/mystic-gems');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('has no jackpots entry while the pages are off', async () => {
    renderSite('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Rocket Mart' });
    expect(within(nav).queryByRole('link', { name: 'Jackpots' })).toBeNull();
  });

  it('shows the ticker on the lobby, and the win popup anywhere on the site for a signed-in player', async () => {
    const { casino } = renderSite('/', { signedInAs: 'eur@casino.test' });
    const ticker = await screen.findByRole('region', { name: 'Mystic Gems' });
    expect(ticker.closest('.lobby-jackpot')).not.toBeNull();
    await vi.waitFor(() => expect(document.querySelector('[data-casino-widget="jackpot-win-popup"]')).not.toBeNull());
    act(() => casino.events.emit('realtime:jackpot_win_award', { seq: 1, data: fixtureJackpotWinAward() }));
    const dialog = await screen.findByRole('dialog', { name: 'Jackpot!' });
    expect(dialog).toHaveTextContent('€254.32');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Great' }));
    expect(screen.queryByRole('dialog', { name: 'Jackpot!' })).toBeNull();
  });
});
