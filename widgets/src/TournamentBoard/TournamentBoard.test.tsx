import { fixtureBoards, fixtureTournamentPlayer } from '@casino/sdk/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { TournamentBoard } from './TournamentBoard';

const signedIn = { signedInAs: 'eur@casino.test' } as const;
const card = (title: string) => screen.getByRole('article', { name: title });

describe('TournamentBoard', () => {
  it('lists the running and future tournaments with status, prizes and a link, quests left out', async () => {
    const { container } = renderWidget(<TournamentBoard />, signedIn);
    expect(await screen.findByRole('heading', { name: 'Tournaments' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('article', { name: 'Spring bets' });
    expect(within(card('Spring bets')).getByText('Running')).toBeInTheDocument();
    expect(within(card('Spring bets')).getByText('Prize pool: €183.33')).toBeInTheDocument();
    expect(within(card('Spring bets')).getByText('1st place: €100.00')).toBeInTheDocument();
    expect(within(card('Spring bets')).getByRole('link', { name: 'Details: Spring bets' })).toHaveAttribute(
      'href',
      'https://casino.test/tournaments/spring-bets',
    );
    expect(within(card('Winter wins')).getByText('Coming soon')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Spring quest' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Autumn multipliers' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('moves between the tabs with the keyboard and says when a tab is empty', async () => {
    const onTabChange = vi.fn();
    renderWidget(<TournamentBoard onTabChange={onTabChange} />, signedIn);
    await screen.findByRole('article', { name: 'Spring bets' });
    screen.getByRole('tab', { name: 'All' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Producers' })).toHaveFocus();
    expect(onTabChange).toHaveBeenLastCalledWith('producers');
    expect(await screen.findByText('There are no tournaments here right now.')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('article', { name: 'Rocket lottery' })).toBeInTheDocument();
    expect(within(card('Rocket lottery')).getByRole('link', { name: 'Details: Rocket lottery' })).toHaveAttribute(
      'href',
      'https://casino.test/lottery/rocket-lottery',
    );
  });

  it("lists the player's finished tournaments with his place on achievements", async () => {
    const boards = fixtureBoards();
    const finished = [fixtureTournamentPlayer({ tournament_id: 3, nickname: 'Astro' })];
    finished.push(fixtureTournamentPlayer({ tournament_id: 3, award_place: 2 }));
    const { container } = renderWidget(<TournamentBoard defaultTab="achievements" />, {
      ...signedIn,
      tournaments: { boards: { ...boards, 3: finished } },
    });
    const achievement = await screen.findByRole('article', { name: 'Autumn multipliers' });
    expect(within(achievement).getByText('Finished')).toBeInTheDocument();
    expect(await within(achievement).findByText('Your place: 2')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Spring bets' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('leaves the lotteries tab out when the host has no lotteries page, and asks guests to sign in for achievements', async () => {
    renderWidget(<TournamentBoard lotteries={false} defaultTab="lotteries" />);
    expect(await screen.findByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Lotteries' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Achievements' }));
    expect(screen.getByText('Sign in to see the tournaments you took part in.')).toBeInTheDocument();
  });

  it('follows links through onNavigate for single-page hosts', async () => {
    const onNavigate = vi.fn();
    renderWidget(<TournamentBoard tournamentHref="/tournaments/{slug}" onNavigate={onNavigate} />);
    const race = await screen.findByRole('article', { name: 'Spring bets' });
    await userEvent.click(within(race).getByRole('link', { name: 'Details: Spring bets' }));
    expect(onNavigate).toHaveBeenCalledWith('/tournaments/spring-bets');
  });
});
