import { type FixtureRequest, fixtureGame, fixtureLimit } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';
import { PROVIDER_POPUP_SHOWN_GROUP } from '../popups/providerPopupRecord';

const EUR_PLAYER = 'eur@casino.test';
/** Sweet Bonánza by Pragmatic Play: demo play, a EUR id. */
const WITH_DEMO = fixtureGame(0);
/** A game without demo play. */
const WITHOUT_DEMO = fixtureGame(4);
const pathOf = (game: { identifier: string }) => `/play/${game.identifier}`;
const groupWrites = (requests: FixtureRequest[]) => requests.filter((request) => request.route === 'addGroups');
const groupsRoute = { addGroups: () => ({ status: 204 }) };

describe('game page', () => {
  it('opens a guest in demo when the game has it', async () => {
    const { currentUrl } = renderSite(pathOf(WITH_DEMO));
    await waitFor(() => expect(currentUrl()).toBe(`${pathOf(WITH_DEMO)}?mode=demo`));
    expect(await screen.findByRole('heading', { name: WITH_DEMO.title, level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${WITH_DEMO.title} · Reference Casino`));
  });

  it('sends a guest choosing real play to sign-up, with a redirect back to the real game', async () => {
    const { currentUrl, currentState } = renderSite(`${pathOf(WITH_DEMO)}?mode=real`);
    const target = encodeURIComponent(`${pathOf(WITH_DEMO)}?mode=real`);
    await waitFor(() => expect(currentUrl()).toBe(`/sign-up?redirect=${target}`));
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
    expect(currentState()).toEqual({ background: { pathname: pathOf(WITH_DEMO), search: '?mode=demo', hash: '' } });
  });

  it('sends a guest to sign-up for a game without demo play, over the lobby', async () => {
    const { currentUrl, currentState } = renderSite(pathOf(WITHOUT_DEMO));
    const target = encodeURIComponent(`${pathOf(WITHOUT_DEMO)}?mode=real`);
    await waitFor(() => expect(currentUrl()).toBe(`/sign-up?redirect=${target}`));
    expect(currentState()).toEqual({ background: { pathname: '/', search: '', hash: '' } });
  });

  it('keeps the mode the player switches to in the query', async () => {
    const { currentUrl } = renderSite(`${pathOf(WITH_DEMO)}?mode=demo`, {
      signedInAs: EUR_PLAYER,
      routes: groupsRoute,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Real money' }));
    await waitFor(() => expect(currentUrl()).toBe(`${pathOf(WITH_DEMO)}?mode=real`));
  });

  it('sends a player with a reached limit to the limits page', async () => {
    const { currentUrl } = renderSite(`${pathOf(WITH_DEMO)}?mode=real`, {
      signedInAs: EUR_PLAYER,
      limits: [fixtureLimit({ type: 'cooling_off', period: 'daily', disable_at: '2099-03-03T10:00:00Z' })],
      routes: groupsRoute,
    });
    await waitFor(() => expect(currentUrl()).toBe('/profile/limits'));
  });

  it("shows the provider popup on a player's first real game of the session, once, and records it", async () => {
    const { requests, container } = renderSite(`${pathOf(WITH_DEMO)}?mode=real`, {
      signedInAs: EUR_PLAYER,
      routes: groupsRoute,
    });
    const popup = await screen.findByRole('dialog', { name: 'Games by Pragmatic Play' });
    expect(popup).toHaveTextContent('You are about to play a game by Pragmatic Play.');
    await waitFor(() =>
      expect(groupWrites(requests).map((request) => request.body)).toEqual([
        { groups: { add: [PROVIDER_POPUP_SHOWN_GROUP] } },
      ]),
    );
    await expectNoAxeViolations(container);
    await userEvent.click(within(popup).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(await screen.findByRole('button', { name: 'Demo' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Real money' }));
    await screen.findByRole('button', { name: 'Real money', pressed: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(groupWrites(requests)).toHaveLength(1);
  });

  it('shows no provider popup in demo, nor when the group write fails it more than once', async () => {
    const { requests } = renderSite(`${pathOf(WITH_DEMO)}?mode=demo`, { signedInAs: EUR_PLAYER });
    await screen.findByRole('button', { name: 'Demo', pressed: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Real money' }));
    const popup = await screen.findByRole('dialog', { name: 'Games by Pragmatic Play' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popup).not.toBeInTheDocument());
    await waitFor(() => expect(groupWrites(requests)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Demo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Real money' }));
    await screen.findByRole('button', { name: 'Real money', pressed: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
