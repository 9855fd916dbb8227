import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

const signedIn = { signedInAs: 'eur@casino.test' } as const;
const lotteriesOff = {
  rocket_mart: { enabled: true },
  rocket_chance: { enabled: true },
  lotteries: { enabled: false },
};

describe('tournament pages', () => {
  it('/tournaments shows the board on all, with its entry in the top navigation', async () => {
    const { container } = renderSite('/tournaments', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournaments' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Spring bets' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Tournaments' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toMatch(/^Tournaments/));
    await expectNoAxeViolations(container);
  });

  it('/tournaments/{tab} opens its tab, a tab moves the address, and archive names achievements', async () => {
    const view = renderSite('/tournaments/producers', signedIn);
    expect(await screen.findByRole('tab', { name: 'Producers', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Live casino' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/tournaments/live'));
    view.unmount();
    const archive = renderSite('/tournaments/archive', signedIn);
    await waitFor(() => expect(archive.currentUrl()).toBe('/tournaments/achievements'));
    expect(await screen.findByRole('tab', { name: 'Achievements', selected: true })).toBeInTheDocument();
  });

  it('/tournaments/lotteries shows the lotteries while their page is on, else goes to /tournaments/all', async () => {
    const on = renderSite('/tournaments/lotteries', signedIn);
    expect(await screen.findByRole('article', { name: 'Rocket lottery' })).toBeInTheDocument();
    on.unmount();
    const off = renderSite('/tournaments/lotteries', { ...signedIn, loyalty: { pages: lotteriesOff } });
    await waitFor(() => expect(off.currentUrl()).toBe('/tournaments/all'));
    expect(await screen.findByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Lotteries' })).toBeNull();
  });

  it("/tournaments/{slug} is the tournament's page; a card's link leads there", async () => {
    const view = renderSite('/tournaments/all', signedIn);
    const race = await screen.findByRole('article', { name: 'Spring bets' });
    await userEvent.click(within(race).getByRole('link', { name: 'Details: Spring bets' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/tournaments/spring-bets'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournament' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Leaderboard of Spring bets' })).toBeInTheDocument();
  });

  it("sends a guest's join to registration, coming back to the tournament", async () => {
    const view = renderSite('/action/spring-bets');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up to take part' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/registration?redirect=%2Ftournaments%2Fspring-bets'));
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('/action goes to the actions tab, /arena to the board, and the leaderboard has a page of its own', async () => {
    const action = renderSite('/action', signedIn);
    await waitFor(() => expect(action.currentUrl()).toBe('/tournaments/actions'));
    action.unmount();
    const arena = renderSite('/arena', signedIn);
    await waitFor(() => expect(arena.currentUrl()).toBe('/tournaments/all'));
    arena.unmount();
    renderSite('/tournaments/spring-bets/leaderboard', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Leaderboard of Spring bets' })).toBeInTheDocument();
  });
});
