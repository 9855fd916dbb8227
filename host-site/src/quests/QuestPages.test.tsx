import { fixtureTournament, fixtureTournaments } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

const signedIn = { signedInAs: 'eur@casino.test' } as const;

describe('quest pages', () => {
  it('/quests lists the running quests with their levels and timers; a quest opens its level path', async () => {
    const { container, currentUrl } = renderSite('/quests', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quests' })).toBeInTheDocument();
    const spring = await screen.findByRole('article', { name: 'Spring quest' });
    expect(within(spring).getByText('6 levels')).toBeInTheDocument();
    expect(await within(spring).findByText('Ends in')).toBeInTheDocument();
    expect(
      within(await screen.findByRole('article', { name: 'Grand quest' })).getByText('25 levels'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Spring bets' })).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^Quests/));
    await expectNoAxeViolations(container);

    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Quests' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(spring).getByRole('link', { name: 'Spring quest' }));
    expect(currentUrl()).toBe('/quests/quest-xs-spring');
    expect(await screen.findByRole('heading', { level: 2, name: 'Spring quest' })).toBeInTheDocument();
    expect(await screen.findByText('Your bets so far: €600.00')).toBeInTheDocument();
  });

  it('/quests hides test quests (ffc) unless the player is a tester', async () => {
    const tournaments = [
      ...fixtureTournaments(),
      fixtureTournament({ id: 8, title: 'Test quest', frontend_identifier: 'ffc-quest-s' }),
    ];
    const player = renderSite('/quests', { ...signedIn, tournaments: { tournaments } });
    await screen.findByRole('article', { name: 'Spring quest' });
    expect(screen.queryByRole('article', { name: 'Test quest' })).toBeNull();
    player.unmount();
    renderSite('/quests', { ...signedIn, groups: [21], tournaments: { tournaments } });
    expect(await screen.findByRole('article', { name: 'Test quest' })).toBeInTheDocument();
  });

  it('/quests/{slug} shows the level path with a link back to every quest', async () => {
    const { container } = renderSite('/quests/quest-m-spring', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quest' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Grand quest' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All quests' })).toHaveAttribute('href', '/quests');
    await expectNoAxeViolations(container);
  });

  it('/quests shows guests the quests; the navigation leads players there only', async () => {
    renderSite('/quests');
    expect(await screen.findByRole('article', { name: 'Spring quest' })).toBeInTheDocument();
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Tournaments' });
    expect(within(nav).queryByRole('link', { name: 'Quests' })).toBeNull();
  });
});
